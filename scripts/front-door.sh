#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The front door, as a new user meets it: "make demo", as root, on a bare
# Debian machine of each suite (debootstrap --variant=minbase, with only
# make added), must install what it needs and show the plugin at work;
# then "make deb" there, and its package, installed with apt-get into
# another bare machine, must do the same as -fplugin=sectsubst.
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
# the package's maintainer and version, from git here: the roots have none
maintainer=$(git log -1 --format='%an <%ae>')
version=1.0+git$(git rev-list --count HEAD)
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

	# make deb there, and the package installed as users install it,
	# with apt-get, into a fresh copy, which has then gcc-<N> only: the
	# demo with that compiler and -fplugin=sectsubst, no path (libc6-dev,
	# which gcc-<N> recommends, by hand: the roots' apt takes no
	# recommends)
	log=$out/$suite-deb.log
	cc=$(sed -n 's/^\$ \(gcc[^ ]*\) .*/\1/p' "$out/$suite.log" | head -n 1)
	debroot=build/roots/$suite-deb
	rm -rf "$debroot"
	cp -a "$pristine" "$debroot"
	if deb=$(scripts/root.sh run-in "$root" env MAINTAINER="$maintainer" \
			DEB_VERSION="$version" make -s deb CC="$cc" \
			O="$out/$suite" 2>"$log" | tail -n 1) &&
		scripts/root.sh run-in "$debroot" sh -c "apt-get update -q &&
			apt-get install -y -q ./$deb libc6-dev" >>"$log" 2>&1 &&
		scripts/root.sh run-in "$debroot" scripts/demo.sh \
			"$(basename "$deb" | sed 's/-plugin-sectsubst_.*//')" sectsubst \
			"$out/$suite/deb-demo" >>"$log" 2>&1; then
		echo "PASS: front door $suite: apt-get install ./$(basename "$deb"), demo with -fplugin=sectsubst"
		passed=$((passed + 1))
	else
		echo "FAIL: front door $suite: the package: $(tail -n 3 "$log")"
		failed=$((failed + 1))
	fi
	check "the installed plugin drops the dead entry points" \
		"^  legacy_ioctl\$"
	check "its fault handled" \
		"^\./after: write to a good pointer: 0 \(value 42\), to a bad one: -14\$"
	rm -rf "$root" "$debroot"
done
echo "front-door: $passed passed, $failed failed"
[ "$failed" = 0 ]
