#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check: build the plugin for every installed compiler in $@ and run
# the DejaGnu suite against each, then sum up.
#   scripts/check.sh <build-dir> <compiler>...
set -u
root=$(pwd)
out=$1
mkdir -p "$out"
shift
sums=
for cc in "$@"; do
	if ! command -v "$cc" >/dev/null 2>&1; then
		echo "$cc: not installed, skipped"
		continue
	fi
	dir=$out/$cc
	if ! make -s CC="$cc" O="$dir" >"$out/$cc.build.log" 2>&1; then
		echo "$cc: plugin build failed:"
		cat "$out/$cc.build.log"
		echo "0 passed, 1 failed"
		exit 1
	fi
	rm -rf "$dir/testsuite" && mkdir -p "$dir/testsuite"
	plugin=$(realpath "$dir/sectsubst.so")
	(cd "$dir/testsuite" && runtest --tool sectsubst \
		--srcdir "$root/testsuite" ${RUNTESTFLAGS:-} \
		PLUGIN="$plugin" GCC="$cc" SRCROOT="$root" \
		>runtest.out 2>&1)
	echo "== $cc"
	testsuite/summary.sh "$dir/testsuite/sectsubst.sum" | sed '$d'
	sums="$sums $dir/testsuite/sectsubst.sum"
done
[ -n "$sums" ] || { echo "no compiler to test"; echo "0 passed, 1 failed"; exit 1; }
echo "== all"
# shellcheck disable=SC2086
testsuite/summary.sh $sums >"$out/summary.txt"
status=$?
tail -n 2 "$out/summary.txt"
exit $status
