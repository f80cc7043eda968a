#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check-all (what CI runs): the plugin's test suite, then the Linux
# kernel check for the given architectures; the last line sums both,
# "N passed, N failed", and the exit status is non-zero on any failure.
#   scripts/check-all.sh <build-dir> <kernel arch>...
set -u
out=$1
shift
mkdir -p "$out"

make -s check O="$out" 2>&1 | tee "$out/check-all.plugin.log"
make -s kernel-check O="$out" KERNEL_ARCHS="$*" 2>&1 |
	tee "$out/check-all.kernel.log"

# the closing "N passed, N failed" line of each; a run that died
# without one counts as a failure
sum() {
	awk '/^(kernel-check: )?[0-9]+ passed, [0-9]+ failed$/ { l = $0 }
	     END {
		if (l == "") { print 0, 1; exit }
		sub(/^kernel-check: /, "", l); split(l, f, " "); print f[1], f[3]
	     }' "$1"
}
set -- $(sum "$out/check-all.plugin.log") $(sum "$out/check-all.kernel.log")
echo "$(($1 + $3)) passed, $(($2 + $4)) failed"
[ $(($2 + $4)) = 0 ]
