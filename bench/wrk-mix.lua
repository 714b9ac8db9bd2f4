-- wrk request mix: each connection walks a list of paths (pages and assets) given as the script's argument.
local paths = {}
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  counter = math.random(#paths)
end

function request()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter], {["Accept-Encoding"] = "gzip"})
end
