#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The verify mode's own cost, per kernel unit, and what a cheaper second
# compile would save.  For each unit of a kernel build made with the
# plugin (its command from the unit's .cmd file, run in the build
# directory), alternated over <rounds> rounds, the CPU time (user + sys
# of the children, bash's times) of:
#   plugin   the unit's own compile, with the plugin;
#   verify   the same under scripts/sectsubst-verify (the plugin compile,
#            the compile without the plugin, ss-tables verify);
#   plain    the compile without the plugin alone;
#   cpp      its preprocessing alone (-E), what a second compile from the
#            first one's preprocessed output would not repeat;
#   check    ss-tables verify alone, on the two objects.
# Prints a row per unit and the ratios of the sums: verify/plugin, and
# (verify - cpp)/plugin, the verify mode with the second compile reading
# the first one's preprocessed output.  CPU time, not wall time: the ratio
# holds on a machine busy with other work, the rounds alternate the order.
#
#   bench/verify-cost.sh <kernel build dir> <rounds> <unit>...
#   (unit: lib/iov_iter, as in the build; SS_TABLES: ss-tables' path;
#   SECTSUBST_VERIFY: the wrapper, default this tree's; SECTSUBST_PLUGIN:
#   the plugin to load instead of the build's)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=$1 rounds=$2
shift 2
units=("$@")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$build"

# CPU time of the children so far (user + sys), in ms, into $tmp/ms
cpu_ms() {
	times >"$tmp/times"
	awk -f "$here/scripts/times-ms.awk" "$tmp/times" >"$tmp/ms"
}

# one measure: $1 the kind, $2 the unit, the command after; adds the CPU
# time to $tmp/<kind>.<unit>
measure() {
	local kind=$1 unit=$2 before after
	shift 2
	cpu_ms
	before=$(cat "$tmp/ms")
	"$@" >/dev/null 2>&1 || { echo "$kind $unit: failed: $*" >&2; exit 1; }
	cpu_ms
	after=$(cat "$tmp/ms")
	echo $((after - before)) >>"$tmp/$kind.$(echo "$unit" | tr / _)"
}

for r in $(seq 1 "$rounds"); do
	for unit in "${units[@]}"; do
		# the compile command, less its dependency file
		cmd=$(sed -n 's/^savedcmd_[^ ]* := //p' "$(dirname "$unit")/.$(basename "$unit").o.cmd" |
			sed 's/ -Wp,-MMD,[^ ]*//')
		eval "set -- $cmd"
		# the command without -c and -o, and the plugin SECTSUBST_PLUGIN
		args=() targs=()
		while [ $# -gt 0 ]; do
			case $1 in
			-c) ;;
			-fplugin-arg-sectsubst-tables=*)
				args+=("$1")
				for t in $(echo "${1#*=}" | tr , ' '); do
					targs+=(-t "$t")
				done ;;
			-o) shift ;;
			-fplugin=*) args+=("-fplugin=${SECTSUBST_PLUGIN:-${1#-fplugin=}}") ;;
			*) args+=("$1") ;;
			esac
			shift
		done
		kinds="plugin verify plain cpp check"
		[ $((r % 2)) = 0 ] && kinds="check cpp plain verify plugin"
		for k in $kinds; do
			case $k in
			plugin)	measure plugin "$unit" "${args[@]}" -c -o "$tmp/u.o" ;;
			verify)	measure verify "$unit" env SECTSUBST_VERIFY_TOOL="$SS_TABLES" \
					"${SECTSUBST_VERIFY:-$here/scripts/sectsubst-verify}" \
					"${args[@]}" -c -o "$tmp/v.o" ;;
			plain)	measure plain "$unit" "${args[@]}" \
					-fplugin-arg-sectsubst-disable -c -o "$tmp/plain.o" ;;
			cpp)	measure cpp "$unit" "${args[@]}" -E -o "$tmp/u.i" ;;
			check)	"${args[@]}" -c -o "$tmp/p.o" &&
				"${args[@]}" -fplugin-arg-sectsubst-disable -c -o "$tmp/n.o" &&
				measure check "$unit" "$SS_TABLES" verify "${targs[@]}" \
					"$tmp/n.o" "$tmp/p.o" ;;
			esac
		done
	done
done

# the sum of the measures in the files named
sum() { cat "$@" | awk '{ s += $1 } END { print s }'; }
printf '%-28s %8s %8s %8s %8s %8s   (CPU ms, %s rounds)\n' unit plugin verify plain cpp check "$rounds"
for unit in "${units[@]}"; do
	u=$(echo "$unit" | tr / _)
	printf '%-28s' "$unit"
	for k in plugin verify plain cpp check; do
		printf ' %8s' "$(sum "$tmp/$k.$u")"
	done
	echo
done
p=$(sum "$tmp"/plugin.*) v=$(sum "$tmp"/verify.*) c=$(sum "$tmp"/cpp.*)
n=$(sum "$tmp"/plain.*) k=$(sum "$tmp"/check.*)
awk -v p="$p" -v v="$v" -v c="$c" -v n="$n" -v k="$k" 'BEGIN {
	printf "verify/plugin %.2f; plain/plugin %.2f; check/plugin %.3f; cpp/plain %.2f; (verify - cpp)/plugin %.2f\n",
		v / p, n / p, k / p, c / n, (v - c) / p }'
