// The Tech Database's front page groups its pages by the job a reader is doing. Every slug of the
// content plan's tech folder has a topic here; a unit test keeps this list and the plan in step.

export const TECH_TOPICS: {topic: string; slugs: string[]}[] = [
  {
    topic: 'Engine',
    slugs: [
      'engine_code_decoder',
      'engine_types_and_sizes',
      'cylinder_sizing',
      'piston_sizing',
      'compression_ratio',
      'valve_clearances',
      'cylinder_head_types',
      'head_comparison',
      'camshaft_gear_ratios',
      'kickstarter_shafts',
      'engine_covers',
      'break_in_schedule',
      'optimal_running_conditions',
    ],
  },
  {
    topic: 'Oil and cooling',
    slugs: ['engine_oil_circuit', 'oil_capacity_and_level_check', 'oil_filter_cleaning', 'oil_cooler_connections', 'maintenance_intervals'],
  },
  {
    topic: 'Carburetor and intake',
    slugs: ['carburetor_specs', 'crf50_carburetor_specs', 'jet_size_conversion', 'jetting_altitude_temperature', 'measuring_for_an_air_filter'],
  },
  {topic: 'Ignition and wiring', slugs: ['spark_plug_chart', 'cdi_wiring', 'gauge_sizes']},
  {topic: 'Drivetrain', slugs: ['bike_gearing', 'drive_ratio', 'front_sprockets', 'chain_sizing']},
  {
    topic: 'Chassis, wheels and brakes',
    slugs: [
      'frame_types',
      'vin_location',
      'swing_arm_pivot_system',
      'fork_measurements',
      'fork_oil_volume',
      'wheel_and_axle_sizes',
      'tire_sizes_and_pressures',
      'brake_systems',
      'brake_master_cylinders',
      'cable_chart',
      'parts_interchangeability',
    ],
  },
  {
    topic: 'Fasteners, bearings and units',
    slugs: ['torque_specs', 'bolt_and_thread_sizes', 'bearing_sizes', 'o_ring_guidelines', 'unit_conversions'],
  },
];
