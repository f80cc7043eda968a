#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Run test lanes one after another: each a command whose output ends in
# its own "N passed, N failed" line (a lane that dies without one counts
# as one failure).  Each lane's output goes to the terminal and to
# <log-dir>/<name>.log; then a line a lane with its counts and time, and
# the closing line: the sum, "N passed, N failed".  Exits non-zero on any
# failure.
#   scripts/lanes.sh <log-dir> <name> <command> [<name> <command>]...
set -u
logs=$1
shift
mkdir -p "$logs"
: >"$logs/lanes.txt"
while [ $# -ge 2 ]; do
	name=$1 cmd=$2
	shift 2
	start=$(date +%s)
	echo "=== lane $name: $cmd"
	sh -c "$cmd" 2>&1 | tee "$logs/$name.log"
	secs=$(($(date +%s) - start))
	awk -v name="$name" -v secs="$secs" '
		/^([a-z-]+: )?[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$/ { l = $0 }
		END {
			p = 0; f = 1
			if (l != "") {
				sub(/^[a-z-]+: /, "", l); split(l, w, " ")
				p = w[1]; f = w[3]
			}
			printf "%-12s %6d passed %4d failed  %3d min %02d s\n",
				name, p, f, secs / 60, secs % 60
		}' "$logs/$name.log" >>"$logs/lanes.txt"
done
echo "=== lanes"
cat "$logs/lanes.txt"
awk '{ p += $2; f += $4 } END { print p " passed, " f " failed"; exit f > 0 }' \
	"$logs/lanes.txt"
