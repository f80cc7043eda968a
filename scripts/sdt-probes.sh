#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The SDT probes of a program as gdb lists them, each placed in the
# function that holds it, against a reference: the same sources linked
# without --gc-sections and without the plugin (GCC without the plugin
# decides the code, so a probe's offset in its function is the same).
#   scripts/sdt-probes.sh <reference> <program>
# Prints one line of figures, then each problem:
#   probes <n> (reference <n>, of functions kept <n>) right <n> wrong <n>
#   base <ok|bad> notes <output sections .note.stapsdt>
# right: a probe of the reference whose function the program kept, at
# that function's address plus the reference's offset; wrong: any other
# probe the program lists (one of a dead function, or misplaced).  Exit
# status 0 when every probe of a kept function is right, nothing else is
# listed, every note's base is .stapsdt.base's address and there is one
# note section.
set -u
ref=$1 prog=$2
tmp=$(mktemp -d)
# mawk has no strtonum
hex='function hex(s,  i, v) { s = tolower(s); sub(/^0x/, "", s); v = 0
	for (i = 1; i <= length(s); i++)
		v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
	return v }'
trap 'rm -rf "$tmp"' EXIT

# "<provider>:<name> <function> <offset>" for each probe gdb lists
placed() {
	nm -S --defined-only "$1" |
		awk 'NF == 4 && $3 ~ /^[tTwW]$/ { print $1, $2, $4 }' |
		sort >"$tmp/fns"
	gdb -nx -batch -ex 'info probes' "$1" 2>/dev/null |
		awk '$1 == "stap" { print $2 ":" $3, $4 }' >"$tmp/probes"
	awk "$hex"'
	     NR == FNR { start[NR] = hex($1)
			 end[NR] = start[NR] + hex($2)
			 name[NR] = $3; n = NR; next }
	     { a = hex($2); f = "?"; off = 0
	       for (i = 1; i <= n; i++)
		       if (a >= start[i] && a < end[i]) {
			       f = name[i]; off = a - start[i]; break
		       }
	       print $1, f, off }' "$tmp/fns" "$tmp/probes" | sort
}

placed "$ref" >"$tmp/ref"
placed "$prog" >"$tmp/prog"
nm --defined-only "$prog" | awk '{ print $3 }' | sort -u >"$tmp/kept"
# the reference's probes whose function the program kept
awk 'NR == FNR { kept[$1] = 1; next } ($2 in kept)' "$tmp/kept" "$tmp/ref" \
	>"$tmp/want"
right=$(comm -12 "$tmp/want" "$tmp/prog" | wc -l)
wrong=$(comm -13 "$tmp/want" "$tmp/prog" | wc -l)
missing=$(comm -23 "$tmp/want" "$tmp/prog" | wc -l)
base=$(readelf -SW "$prog" | awk '$2 == ".stapsdt.base" { print $4 }')
bad=$(readelf -nW "$prog" | awk -v b="$base" "$hex"'
	/Base:/ { v = $0; sub(/.*Base: 0x/, "", v); sub(/,.*/, "", v)
		  if (b == "" || hex(v) != hex(b)) n++ }
	END { print n + 0 }')
notes=$(readelf -SW "$prog" | grep -c ' \.note\.stapsdt ')
echo "probes $(wc -l <"$tmp/prog") (reference $(wc -l <"$tmp/ref"), of functions kept $(wc -l <"$tmp/want")) right $right wrong $wrong base $([ "$bad" = 0 ] && echo ok || echo bad) notes $notes"
comm -13 "$tmp/want" "$tmp/prog" | sed 's/^/wrong: /'
comm -23 "$tmp/want" "$tmp/prog" | sed 's/^/missing: /'
[ "$wrong" = 0 ] && [ "$missing" = 0 ] && [ "$bad" = 0 ] && [ "$notes" = 1 ]
