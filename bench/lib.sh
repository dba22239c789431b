# Helpers the bench scripts share (sourced, not run).

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

wait_for() { # URL: until it answers (10 s at most)
  for _ in $(seq 100); do curl -s -o /dev/null "$1" && return; sleep 0.1; done
  echo "no answer from $1" >&2; return 1
}

# One wrk run of DURATION seconds with CONNECTIONS connections:
# prints "requests/s p99_ms bytes_per_response".
measure() { # URL [Accept-Encoding]
  local url=$1 enc=${2:-} out
  local args=(-t2 -c"${CONNECTIONS:-50}" -d"${DURATION:-5}s" --latency)
  [[ -n $enc ]] && args+=(-H "Accept-Encoding: $enc")
  out=$(wrk "${args[@]}" "$url")
  awk '
    function bytes(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "KB") n *= 1024; else if (u == "MB") n *= 1048576; else if (u == "GB") n *= 1073741824; return n }
    function ms(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "us") n /= 1000; else if (u == "s") n *= 1000; return n }
    /Requests\/sec/ { rps = $2 } /Transfer\/sec/ { tps = bytes($2) } / 99%/ { p99 = ms($2) }
    END { printf "%.0f %.2f %.0f\n", rps, p99, (rps > 0 ? tps / rps : 0) }' <<<"$out"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
