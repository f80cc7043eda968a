#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The front door, as a new user meets it: "make demo", as root, on a bare
# Debian machine of each suite (debootstrap --variant=minbase, with only
# make added), must install what it needs and show the plugin at work.
# Each suite's pristine root is made once (build/roots/<suite>-minbase)
# and copied afresh for every run.
#   scripts/front-door.sh <build-dir> <suite>...
set -u
out=$1
shift
passed=0 failed=0
# check <what> <extended regexp>: a line of the log matches
check() {
	if grep -qE -- "$2" "$log"; then
		echo "PASS: front door $suite: $1"
		passed=$((passed + 1))
	else
		echo "FAIL: front door $suite: $1 (no \"$2\" in $log)"
		failed=$((failed + 1))
	fi
}
mkdir -p "$out"
for suite in "$@"; do
	pristine=build/roots/$suite-minbase root=build/roots/$suite-demo
	log=$out/$suite.log
	scripts/root.sh create "$suite" "$pristine" || {
		echo "FAIL: front door $suite: no minbase root"
		failed=$((failed + 1))
		continue
	}
	rm -rf "$root"
	cp -a "$pristine" "$root"
	if scripts/root.sh run-in "$root" sh -c \
		'apt-get update -q && apt-get install -y -q make' >"$log" 2>&1 &&
		scripts/root.sh run-in "$root" make demo O="$out/$suite" >>"$log" 2>&1; then
		echo "PASS: front door $suite: make demo exits 0"
		passed=$((passed + 1))
	else
		echo "FAIL: front door $suite: make demo: $(tail -n 3 "$log")"
		failed=$((failed + 1))
	fi
	check "installs the plugin headers of the suite's gcc" \
		"^installing: (.* )?gcc-[0-9]+-plugin-dev( |\$)"
	check "the plugin build runs, its fault handled" \
		"^\./after: write to a good pointer: 0 \(value 42\), to a bad one: -14\$"
	check "dead entry points gone" "^  legacy_ioctl\$"
	check "one __ex_table entry left of four" "^__ex_table entries +4 +1\$"
	rm -rf "$root"
done
echo "front-door: $passed passed, $failed failed"
[ "$failed" = 0 ]
