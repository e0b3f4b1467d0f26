-- wrk script for Tests/e2e/serve-load.sh and scripts/bench-serve: the request each connection sends
-- next, and one summary line at the end. MIX (an environment variable) chooses the requests:
--   renders  every request a different small map (the worker draws each one); every other one in
--            Google's grammar (issue 23): small and tiny pins, a path, a key, no center or zoom (pins that fit
--            the 32-point-high view, so the fit finds a zoom as the other maps have)
--   mixed    one in four a different small map; the others a 304 revalidation, /healthz, a refused
--            request (a 4xx limit) — so the front's whole path runs far more often than the workers
--   fixed    the path and query in PATH_AND_QUERY every time; with ETAG set, as a revalidation
--            (If-None-Match: ETAG)
local mix = os.getenv("MIX") or "renders"
local etag = os.getenv("ETAG") or ""
local counter = 0
local next_id = 0

-- Each thread numbers its requests apart from the others' (thread_id is set in the thread's own state).
function setup(thread)
  next_id = next_id + 1
  thread:set("thread_id", next_id)
end

local function small_map(n)
  if n % 2 == 1 then
    return string.format("/staticmap?size=48x32&key=LOAD&markers=size:small%%7Ccolor:blue%%7Clabel:%s%%7C%d,%d"
                         .. "&markers=size:tiny%%7Ccolor:0x00897b%%7C%d,%d&path=weight:2%%7Ccolor:0xff000080%%7C%d,%d%%7C%d.5,%d",
                         string.char(65 + n % 26), n % 60, n % 170, n % 60 + 1, n % 170 + 1, n % 60, n % 170, n % 60, n % 170 + 2)
  end
  return string.format("/staticmap?center=%d.%d,%d&zoom=4&size=48x32&markers=id:m%%7Ctitle:Marker%%20%d%%7C%d,%d&selected=m",
                       n % 60, n % 7, n % 170, n, n % 60, n % 170)
end

function request()
  counter = counter + 1
  local n = counter * 16 + (thread_id or 0)
  local kind = counter % 4
  if mix == "fixed" then
    return wrk.format("GET", os.getenv("PATH_AND_QUERY"), etag ~= "" and { ["If-None-Match"] = etag } or nil)
  end
  if mix == "renders" or kind == 0 then
    return wrk.format("GET", small_map(n))
  end
  if kind == 1 then
    return wrk.format("GET", "/staticmap?center=0,0&zoom=2&size=48x32", { ["If-None-Match"] = etag })
  end
  if kind == 2 then
    return wrk.format("GET", "/healthz")
  end
  return wrk.format("GET", "/staticmap?center=0,0&zoom=2&size=4000x10")
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("wrk: requests=%d errors=%d non2xx=%d p50_us=%d p99_us=%d rate=%.1f\n", summary.requests,
                         e.connect + e.read + e.write + e.timeout, e.status, latency:percentile(50), latency:percentile(99),
                         summary.requests / (summary.duration / 1e6)))
end
