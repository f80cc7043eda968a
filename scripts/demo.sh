#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make demo: build demo/demo.c without and with the plugin, with the same
# linker script and --gc-sections, run both, and show what changed.
#   scripts/demo.sh <gcc> <plugin> <build-dir>
set -eu
cc=$1 plugin=$2 out=$3
mkdir -p "$out"
flags="-O2 -ffunction-sections -Itestsuite/lib -fuse-ld=bfd \
-Wl,--gc-sections -Wl,-T,demo/demo.ld"

build() {
	echo "\$ $cc $* $flags demo/demo.c testsuite/lib/uextable.c"
	$cc "$@" $flags demo/demo.c testsuite/lib/uextable.c
}
build -o "$out/before"
build -fplugin="$plugin" -o "$out/after"

for b in before after; do
	printf '%s: ' "./$b"
	"$out/$b"
done

funcs() {
	nm --defined-only "$1" | awk '$2 ~ /^[tT]$/ { print $3 }' | sort
}
sect() {
	size -A "$1" | awk -v s="$2" '$1 == s { print $2 + 0; f = 1 } END { if (!f) print 0 }'
}

echo
echo "functions removed by the plugin build:"
funcs "$out/before" >"$out/before.funcs"
funcs "$out/after" >"$out/after.funcs"
comm -23 "$out/before.funcs" "$out/after.funcs" | sed 's/^/  /'
echo
printf '%-22s %10s %10s\n' section before after
for s in .text __ex_table .fixup; do
	printf '%-22s %10d %10d\n' "$s" "$(sect "$out/before" $s)" \
		"$(sect "$out/after" $s)"
done
printf '%-22s %10d %10d\n' "__ex_table entries" \
	$(($(sect "$out/before" __ex_table) / 8)) \
	$(($(sect "$out/after" __ex_table) / 8))
