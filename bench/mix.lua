-- wrk script: cycles through a request mix and tallies every response by status.
-- The mix file (MIX_FILE) holds one request per line: METHOD<TAB>PATH<TAB>BODY (BODY may be empty).
-- Each thread starts at a different offset so the mix is spread evenly over connections.

local requests = {}
local threads = {}
local counter = 0

local function load_mix(path)
  local loaded = {}
  for line in io.lines(path) do
    local method, target, body = line:match("^(%u+)\t([^\t]+)\t?(.*)$")
    if method then
      local headers = {}
      if body ~= "" then headers["Content-Type"] = "application/json" else body = nil end
      table.insert(loaded, wrk.format(method, target, headers, body))
    end
  end
  return loaded
end

function setup(thread)
  counter = counter + 1
  thread:set("offset", counter)
  table.insert(threads, thread)
end

function init(args)
  requests = load_mix(os.getenv("MIX_FILE"))
  index = offset % #requests
  statuses = {}
end

function request()
  index = index % #requests + 1
  return requests[index]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests_done)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%d": %d', status, count)) end
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests": %d, "duration_s": %.3f, "statuses": {%s}, "socket_errors": %d, ' ..
    '"latency_ms": {"p50": %.3f, "p90": %.3f, "p99": %.3f, "max": %.3f}}\n',
    summary.requests, summary.duration / 1e6, table.concat(parts, ", "),
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50) / 1e3, latency:percentile(90) / 1e3, latency:percentile(99) / 1e3, latency.max / 1e3))
end
