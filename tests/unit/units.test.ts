import {describe, expect, it} from 'vitest';
import {formatImperial, formatMetric, formatQuantity} from '../../src/lib/units';

describe('formatQuantity', () => {
  it('prints metric first with imperial in brackets', () => {
    expect(formatQuantity(12, 'Nm')).toBe('12 Nm (8.9 ft-lb)');
    expect(formatQuantity(0.05, 'mm')).toBe('0.05 mm (0.002 in)');
    expect(formatQuantity(850, 'ml')).toBe('850 ml (28.7 fl oz)');
  });

  it('gives a length the precision of its size: thousandths, hundredths up to 10 in, tenths above', () => {
    expect(formatQuantity(17, 'mm')).toBe('17 mm (0.669 in)');
    expect(formatQuantity(150, 'mm')).toBe('150 mm (5.91 in)');
    expect(formatQuantity(549, 'mm')).toBe('549 mm (21.6 in)');
    expect(formatQuantity(330, 'mm')).toBe('330 mm (13 in)');
  });

  it('formats ranges on both sides', () => {
    expect(formatQuantity([0.05, 0.08], 'mm')).toBe('0.05–0.08 mm (0.002–0.003 in)');
    expect(formatQuantity([25, 30], 'Nm')).toBe('25–30 Nm (18–22 ft-lb)');
  });

  it('keeps a tight tolerance readable on both sides', () => {
    expect(formatQuantity([47.0, 47.005], 'mm')).toBe('47.000–47.005 mm (1.850–1.851 in)');
    // A figure that is not zero never reads as zero in inches.
    expect(formatQuantity([0.005, 0.025], 'mm')).toBe('0.005–0.025 mm (0.0002–0.0010 in)');
    expect(formatQuantity(0.005, 'mm')).toBe('0.005 mm (0.0002 in)');
    expect(formatQuantity([0, 0.05], 'mm')).toBe('0.00–0.05 mm (0.000–0.002 in)');
    expect(formatQuantity([12.996, 13], 'mm')).toBe('12.996–13.000 mm (0.5117–0.5118 in)');
    expect(formatQuantity([2.7, 2.9], 'mm')).toBe('2.7–2.9 mm (0.106–0.114 in)');
  });

  it('converts temperature and pressure', () => {
    expect(formatQuantity(100, 'C')).toBe('100°C (212°F)');
    expect(formatQuantity(100, 'kPa')).toBe('100 kPa (14.5 psi)');
    expect(formatQuantity(0.59, 'bar')).toBe('0.59 bar (8.6 psi)');
    expect(formatQuantity([10, 20], 'bar')).toBe('10–20 bar (145–290 psi)');
  });

  it('leaves units with no imperial counterpart alone', () => {
    expect(formatImperial(0.5, 'ohm')).toBeNull();
    expect(formatQuantity(0.5, 'ohm')).toBe('0.5 Ω');
    expect(formatQuantity([4.8, 7.1], 'kohm')).toBe('4.8–7.1 kΩ');
    expect(formatMetric(8500, 'rpm')).toBe('8500 rpm');
  });

  it('keeps large torques whole and small ones to a tenth', () => {
    expect(formatImperial(54, 'Nm')).toBe('40 ft-lb');
    expect(formatImperial(5, 'Nm')).toBe('3.7 ft-lb');
  });
});
