#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check: build the host tools once (make tools test-tools, into
# <build-dir>/tools) and the plugin for every installed compiler in $@, and
# run the DejaGnu suite against each, <jobs> compilers at a time (each run is
# one process, so two cores take two compilers), then sum up in the
# order given.
#   scripts/check.sh [-j<jobs>] <build-dir> <compiler>...
set -u
root=$(pwd)
jobs=1
case ${1:-} in -j*) jobs=${1#-j}; shift ;; esac
out=$1
mkdir -p "$out"
shift

# One compiler: its report goes to $out/$cc.report, its time included.
one() {
	cc=$1 dir=$out/$1 start=$(date +%s)
	{
		if ! command -v "$cc" >/dev/null 2>&1; then
			echo "$cc: not installed, skipped"
			exit 0
		fi
		rm -rf "$dir/testsuite"
		if ! make -s CC="$cc" O="$dir" "$dir/sectsubst.so" >"$out/$cc.build.log" 2>&1; then
			echo "$cc: plugin build failed:"
			cat "$out/$cc.build.log"
			exit 1
		fi
		mkdir -p "$dir/testsuite"
		plugin=$(realpath "$dir/sectsubst.so")
		tools=$(realpath "$out/tools")
		(cd "$dir/testsuite" && runtest --tool sectsubst \
			--srcdir "$root/testsuite" ${RUNTESTFLAGS:-} \
			PLUGIN="$plugin" GCC="$cc" SRCROOT="$root" \
			TOOLS="$tools" \
			>runtest.out 2>&1)
		echo "== $cc ($($cc -dumpfullversion), $(($(date +%s) - start)) s)"
		testsuite/summary.sh "$dir/testsuite/sectsubst.sum" | sed '$d'
	} >"$out/$cc.report" 2>&1
}

if [ "$1" = --one ]; then
	one "$2"
	exit
fi

rm -f "$out"/*.report
# the host tools and test programs, once for every compiler
if ! make -s O="$out/tools" tools test-tools >"$out/tools.log" 2>&1; then
	cat "$out/tools.log"
	echo "0 passed, 1 failed"
	exit 1
fi
printf '%s\n' "$@" | xargs -P "$jobs" -n 1 sh "$0" "$out" --one
sums= failed=0
for cc in "$@"; do
	cat "$out/$cc.report"
	grep -q ': plugin build failed:$' "$out/$cc.report" && failed=1
	[ -f "$out/$cc/testsuite/sectsubst.sum" ] &&
		command -v "$cc" >/dev/null 2>&1 &&
		sums="$sums $out/$cc/testsuite/sectsubst.sum"
done
[ -n "$sums" ] || { echo "no compiler to test"; echo "0 passed, 1 failed"; exit 1; }
echo "== all"
# shellcheck disable=SC2086
testsuite/summary.sh $sums >"$out/summary.txt"
status=$?
# a compiler whose plugin did not build counts as one failure
tail -n 2 "$out/summary.txt" | awk -v extra="$failed" '
	/^[0-9]+ passed, [0-9]+ failed$/ { print $1 " passed, " $3 + extra " failed"; next }
	{ print }' 
[ "$failed" = 0 ] && exit $status
exit 1
