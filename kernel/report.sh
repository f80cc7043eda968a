#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/report.sh <outdir> [arch...]          (make kernel-report)
#
# Sizes of the minimal kernels (or, with KCONFIG_BASE=defconfig, of the
# defconfigs kernel/build.sh names; KCONFIG_BASE=smp, ARM's SMP one) in
# four variants:
#
#   nodce    no dead code elimination
#   dce      LD_DEAD_CODE_DATA_ELIMINATION
#   plugin   LD_DEAD_CODE_DATA_ELIMINATION + GCC_PLUGIN_SECTSUBST
#   oracle   the dce objects relinked without the KEEP() of every table
#            that C asm writes (the census below finds them, whether the
#            plugin splits them or not): no such entry pins its function
#            any more (nor survives: the kernel is broken, and has lost
#            the fixup code of live functions too); a bound on what
#            splitting the tables can save
#
# and the census: each KEEP() of the linked script that takes input
# sections, relinked without it alone, with the code it pins and who
# writes what it keeps (.S, C data placed by attribute, C asm in pieces
# or not).
#
# and how much of what is achievable the plugin gets: the oracle's saving
# minus what a correct kernel cannot drop, the fixup code (.fixup and
# .text.fixup, which land in .text) of the functions the oracle keeps.
# The entries themselves are not in .text.  Measured from the link maps
# (CONFIG_VMLINUX_MAP): a fixup piece .fixup.<section> of an object is
# needed when the oracle keeps <section> of that object, a plain .fixup
# when it keeps the object's .text.  Without the maps: n/a.
#
# Reuses the builds of kernel/check.sh in <outdir>, brought up to date,
# and builds what is missing; the tree is <outdir>/linux (run
# kernel/check.sh, or kernel/apply.sh on an extracted tree, first).
# Writes <outdir>/report-<base>.txt.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/arch.sh"
. "$here/relink.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# percent <part> <whole>: with one decimal, or n/a
percent() {
	if [ "$2" -gt 0 ]; then
		echo "$((1000 * $1 / $2 / 10)).$((1000 * $1 / $2 % 10))%"
	else
		echo n/a
	fi
}
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [arch...]" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
shift
[ $# -gt 0 ] || set -- arm mips
base=${KCONFIG_BASE:-minimal}
export KCONFIG_BASE=$base
ksrc=$out/linux
[ -f "$ksrc/scripts/gcc-plugins/sectsubst/plugin/sectsubst.c" ] || {
	echo "kernel-report: no patched tree in $ksrc; run make kernel-check first" >&2
	exit 2
}


# fns <vmlinux>: its code symbols, sorted (same-named statics repeated)
fns() {
	${cross}nm --defined-only "$1" |
		awk '$2 ~ /^[tTwW]$/ && $3 !~ /^\$/ { print $3 }' | LC_ALL=C sort
}

# dot_text <vmlinux>: the size of its .text
dot_text() {
	echo $((0x$(${cross}readelf -SW "$1" |
		sed 's/^ *\[ *[0-9]*\] //' | awk '$1 == ".text" { print $5 }')))
}

# map_sections <link map>: the input sections the link kept, one
# "object section size" line each (size in decimal)
map_sections() {
	awk '
	function hex(s,    i, v) {
		v = 0
		s = tolower(substr(s, 3))
		for (i = 1; i <= length(s); i++)
			v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return v
	}
	/^Linker script and memory map/ { inmap = 1; next }
	!inmap { next }
	# " name address size object", or the name alone on its line when
	# it is long and the rest on the next
	/^ [^ *]/ && NF == 1 { pend = $1; next }
	/^ [^ *]/ && NF == 4 && $2 ~ /^0x/ && $3 ~ /^0x/ { print $4, $1, hex($3); pend = ""; next }
	pend != "" && /^  +0x/ && NF == 3 && $2 ~ /^0x/ { print $3, pend, hex($2) }
	{ pend = "" }' "$1"
}

# beyond_oracle <oracle map> <plugin map>: what the plugin build keeps
# and the oracle does not, as two sums: the fixup code of functions the
# oracle keeps (needed by a correct kernel: .fixup and .text.fixup, which
# land in .text; a piece .fixup.<section> of an object belongs to that
# section, a plain .fixup to the object's .text), then the code of .S
# objects (kept by their own entries, which stay in the plain, kept
# tables: the plugin sees only C)
beyond_oracle() {
	map_sections "$1" >"$tmp/oracle.sections"
	map_sections "$2" | awk -v ksrc="$ksrc" '
	NR == FNR { kept[$1, $2] = 1; next }
	($1, $2) in kept { next }
	$2 ~ /^\.text\.fixup(\.|$)/ || $2 ~ /^\.fixup(\.|$)/ {
		owner = $2
		sub(/^\.text\.fixup|^\.fixup/, "", owner)
		if (owner == "")
			owner = ".text"
		if (($1, owner) in kept)
			need += $3
		next
	}
	$2 ~ /^\.text/ {
		src = ksrc "/" $1
		sub(/\.o$/, ".S", src)
		if ((getline line < src) > 0)
			asm += $3
		close(src)
	}
	END { print need + 0, asm + 0 }' "$tmp/oracle.sections" -
}

# keep_regex <inner>: the input section names a KEEP(<inner>) takes, as
# an extended regular expression (the file pattern and SORT() dropped;
# shell globs, whose [...] are the regex's too)
keep_regex() {
	echo "$1" | awk '{
		s = $0
		sub(/^[^(]*\(/, "", s)
		gsub(/SORT[A-Z_]*\(|\)/, "", s)
		n = split(s, g, " ")
		for (i = 1; i <= n; i++) {
			gsub(/[.+^$|{}]/, "\\\\&", g[i])
			gsub(/\*/, ".*", g[i])
			gsub(/\?/, ".", g[i])
			r = r (i > 1 ? "|" : "") g[i]
		}
		print "^(" r ")$"
	}'
}

# keep_class <dce dir> <plugin dir> <object section size lines>: who
# writes the sections a KEEP() takes, each writer once: "split" (C whose
# object in the plugin build has the section in pieces, <section>.<x>),
# "C-asm" (C, no
# symbol in the section: inline or top-level asm the plugin leaves),
# "C-data" (C, symbols in the section: data placed there by attribute,
# roots by design: initcalls, parameters, ...), ".S", or "other" (no
# source: generated, linker-made)
keep_class() {
	while read -r obj sec size; do
		# an archive member lib/lib.a(x.o) is lib/x.o in the build
		o=$(echo "$obj" | sed 's|[^/]*\.a(\(.*\))$|\1|')
		src=$ksrc/${o%.o}
		if [ -f "$src.S" ]; then
			echo .S
		elif [ ! -f "$src.c" ]; then
			echo other
		elif ${cross}readelf -SW "$2/$o" | sed 's/^ *\[ *[0-9]*\] //' |
			awk -v p="$sec." 'index($1, p) == 1 { f = 1 } END { exit !f }'; then
			echo split
		elif ${cross}nm -f sysv --defined-only "$1/$o" |
			awk -F'|' -v s="$sec" '$7 == s && $1 !~ /^ *\.L/ { f = 1 }
				END { exit !f }'; then
			echo C-data
		else
			echo C-asm
		fi
	done <"$3" | LC_ALL=C sort | uniq -c | awk '{ printf "%s%s %d", (NR > 1 ? ", " : ""), $2, $1 }'
}

# census <arch> <dce dir> <plugin dir>: each KEEP() of the linked script
# that takes input sections, the DCE objects relinked without it alone:
# the functions and .text it pins, and who writes what it keeps.  The
# KEEP()s of tables that C asm writes (split or not) go to
# $tmp/asm-keeps, for the oracle.
census() {
	lds=arch/$karch/kernel/vmlinux.lds
	d=$out/$1-$base-relink
	rm -rf "$d"
	# the baseline: the same link with the script as built
	relink "$2" "$d" || { tail "$d/build.log" >&2; exit 1; }
	map_sections "$d/vmlinux.map" >"$tmp/dce.sections"
	fns "$d/vmlinux" >"$tmp/dce.fns"
	code=$(dot_text "$d/vmlinux")
	awk -v mode=list -f "$here/keeps.awk" "$2/$lds" >"$tmp/keeps"
	: >"$tmp/asm-keeps"
	echo "census: each KEEP() that takes input sections, the DCE objects"
	echo "relinked without it alone: functions and bytes of .text it pins;"
	echo "writers (objects) of what it keeps"
	empty=0 idle=0
	while read -r n inner; do
		# its non-empty input sections (an empty one holds no entry)
		re=$(keep_regex "$inner") awk '$2 ~ ENVIRON["re"] && $3 > 0' \
			"$tmp/dce.sections" >"$tmp/in"
		if [ ! -s "$tmp/in" ]; then
			empty=$((empty + 1))
			continue
		fi
		class=$(keep_class "$2" "$3" "$tmp/in")
		case $class in
		*split*|*C-asm*) echo "$inner" >>"$tmp/asm-keeps" ;;
		esac
		if ! relink "$2" "$d" -v n="$n"; then
			printf '  %3d %-30s link fails: %s\n' "$n" "$inner" \
				"$(grep -m1 -i 'error\|undefined' "$d/build.log")"
			continue
		fi
		fns "$d/vmlinux" | LC_ALL=C join -v 1 "$tmp/dce.fns" - >"$tmp/lost"
		bytes=$((code - $(dot_text "$d/vmlinux")))
		if [ "$bytes" = 0 ] && [ ! -s "$tmp/lost" ]; then
			idle=$((idle + 1))
			continue
		fi
		printf '  %3d %-30s %4d %7d  %s\n' "$n" "$inner" \
			"$(wc -l <"$tmp/lost")" "$bytes" "$class"
		awk 'NR <= 12 { l = l " " $1 } END { if (NR > 12) l = l " ..."; print "     " l }' \
			"$tmp/lost" | fold -s -w 78
	done <"$tmp/keeps"
	echo "  ($idle more KEEP()s take input sections and pin no code;"
	echo "   $empty take none, or only empty ones, in this configuration)"
	rm -rf "$d"
}

report="$out/report-$base.txt"
: >"$report"
for arch in "$@"; do
	arch_facts "$arch" || exit 2
	# build.sh even where a kernel is there: it configures again and
	# makes what changed since (a fragment, the series, the plugin), and
	# a kernel built before would be measured as it was
	for v in nodce dce plugin; do
		"$here/build.sh" "$arch" "$v" "$ksrc" "$out/$arch-$base-$v"
	done
	echo "  CENSUS  $arch-$base: a relink without each KEEP()"
	census "$arch" "$out/$arch-$base-dce" "$out/$arch-$base-plugin" \
		>"$tmp/census"
	o=$out/$arch-$base-oracle
	rm -rf "$o"
	relink "$out/$arch-$base-dce" "$o" -v n=0 -v unkeep="$(cat "$tmp/asm-keeps")" || {
		tail "$o/build.log" >&2
		exit 1
	}
	echo "  ORACLE  $arch-$base: relinked without KEEP() on" $(cat "$tmp/asm-keeps")

	{
	echo "$arch $base ($(${cross}gcc -dumpversion), $(${cross}ld --version | sed -n '1s/.* //p'))"
	printf '%-8s %9s %9s %9s %9s %9s %8s %9s  %s\n' variant text data bss \
		.text "saved" extable functions build
	for v in nodce dce plugin oracle; do
		vm=$out/$arch-$base-$v/vmlinux
		set -- $(${cross}size "$vm" | awk 'NR == 2 { print $1, $2, $3 }')
		ext=$(${cross}readelf -SW "$vm" | sed 's/^ *\[ *[0-9]*\] //' |
			awk '$1 == "__ex_table" { print $5 }')
		code=$(dot_text "$vm")
		eval "text_$v=$1 code_$v=$code"
		saved=-
		[ "$v" = nodce ] || eval "saved=\$((code_dce - code_$v))"
		printf '%-8s %9d %9d %9d %9d %9s %8d %9d  %s\n' "$v" "$1" "$2" "$3" \
			"$code" "$saved" $((0x${ext:-0} / 8)) "$(fns "$vm" | wc -l)" \
			"$(cat "$out/$arch-$base-$v/build.time" 2>/dev/null || echo -)"
	done
	# shellcheck disable=SC2154
	avail=$((code_dce - code_oracle))
	got=$((code_dce - code_plugin))
	echo "dead code elimination: $((text_nodce - text_dce)) bytes of text" \
	     "(size(1)); the plugin: $got more bytes of .text, of the $avail" \
	     "that the kept tables pin ($(percent $got $avail))"
	omap=$out/$arch-$base-oracle/vmlinux.map
	pmap=$out/$arch-$base-plugin/vmlinux.map
	if [ -f "$omap" ] && [ -f "$pmap" ]; then
		set -- $(beyond_oracle "$omap" "$pmap")
		need=$1
		ach=$((avail - need))
		echo "achievable: $ach bytes, the oracle's $avail less the $need bytes" \
		     "of fixup code of the functions it keeps; the plugin gets" \
		     "$(percent $got $ach)"
		echo "of which $2 bytes are .S code that its own entries keep;" \
		     "achievable from C: $((ach - $2)), the plugin gets" \
		     "$(percent $got $((ach - $2)))"
		# what the plugin build keeps and the oracle does not (code
		# symbols, with the unsized ones of .S files)
		fns "$out/$arch-$base-oracle/vmlinux" >"$tmp/oracle.fns"
		fns "$out/$arch-$base-plugin/vmlinux" |
			LC_ALL=C join -v 1 - "$tmp/oracle.fns" |
			awk '{ n++; l = l " " $1 } END {
				printf "kept by the plugin build only: %d functions%s\n", n, n ? ":" l : "" }' |
			fold -s -w 78
	fi
	echo "oracle: the DCE objects relinked without the KEEP()s of the tables"
	echo "that C asm writes:" $(cat "$tmp/asm-keeps")
	cat "$tmp/census"
	echo "(text, data, bss: size(1), whose text includes rodata and the tables;"
	echo " .text: the code section; saved: .text below dce;"
	echo " extable: __ex_table entries; functions: code symbols; build: wall clock"
	echo " of the last from-scratch build, or of the relink)"
	echo
	} | tee -a "$report"
done
echo "kernel-report: written to $report"
