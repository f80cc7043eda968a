#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# make bench: what the plugin costs cc1, on real asm-heavy kernel units.
#
# The corpus is Debian's linux-source-6.1, configured (x86_64 defconfig,
# arm vexpress_defconfig) and preprocessed by kbuild itself (make X.i).
# Each unit is compiled from its .i with the kernel's own flags, without
# and with the plugin, in the same run:
#   - cc1's instruction count, from callgrind (counts, not seconds, so the
#     ratio is repeatable whatever else the machine does);
#   - cc1's peak RSS (GNU time, outside valgrind);
#   - the code bytes of every executable section, which must not change;
#   - the references inserted (R_*_NONE relocations) and sections renamed.
#
#   bench/run.sh <build-dir> <arch>...      (arch: x86_64, arm)
# BENCH_UNITS="fs/read_write ..." replaces the list of units.
set -eu
out=$(realpath -m "$1")
shift
root=$(pwd)
# the architectures' names and cross toolchains: kernel/arch.sh's map
. "$root/kernel/arch.sh"
src=$out/linux-source-6.1
tables=__ex_table,.fixup,.text.fixup,__bug_table,__jump_table

units_x86_64="fs/read_write kernel/sys lib/iov_iter arch/x86/lib/usercopy_64
lib/strncpy_from_user kernel/futex/core fs/select"
units_arm="fs/read_write kernel/sys lib/iov_iter arch/arm/kernel/signal
lib/strncpy_from_user kernel/futex/core fs/select"

mkdir -p "$out"
if [ ! -d "$src" ]; then
	echo "extracting /usr/src/linux-source-6.1.tar.xz"
	tar -xJf /usr/src/linux-source-6.1.tar.xz -C "$out"
fi

# cc1's instruction count for one compile: callgrind follows the driver
# into cc1, and only cc1's own total is taken.
instructions() {
	rm -f "$work"/cg.*
	valgrind --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$work/cg.%p" "$@" >/dev/null 2>&1
	grep -l '^cmd:.*cc1' "$work"/cg.* |
		xargs sed -n 's/^summary: //p' | head -n 1
}

peak_rss() {
	/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1
}

# Every executable section's bytes, by name, as "name size md5".
code_sections() {
	readelf -SW "$1" | awk '$0 ~ /^ *\[ *[0-9]+\]/ {
		sub(/^ *\[ *[0-9]+\] */, "")
		if ($7 ~ /X/) print $1 }' | sort -u | while read -r s; do
		$objcopy -O binary --only-section="$s" "$1" "$work/sec.bin"
		echo "$s $(wc -c <"$work/sec.bin") $(md5sum <"$work/sec.bin" | cut -c1-32)"
	done
}

# Bytes that differ in the code sections both objects have; a code table
# the plugin split into pieces (.fixup -> .fixup.text, ...) counts by the
# size its pieces add up to.
code_bytes_changed() {
	code_sections "$1" >"$work/a.sec"
	code_sections "$2" >"$work/b.sec"
	n=0
	while read -r s size sum; do
		other=$(awk -v s="$s" '$1 == s { print $2, $3 }' "$work/b.sec")
		if [ -z "$other" ]; then
			pieces=$(awk -v s="$s." 'index($1, s) == 1 { t += $2 }
				END { print t + 0 }' "$work/b.sec")
			d=$((size - pieces))
			n=$((n + ${d#-}))
		elif [ "$other" != "$size $sum" ]; then
			$objcopy -O binary --only-section="$s" "$1" "$work/x.bin"
			$objcopy -O binary --only-section="$s" "$2" "$work/y.bin"
			d=$(cmp -l "$work/x.bin" "$work/y.bin" 2>/dev/null | wc -l)
			e=$(($(wc -c <"$work/x.bin") - $(wc -c <"$work/y.bin")))
			n=$((n + d + ${e#-}))
		fi
	done <"$work/a.sec"
	echo "$n"
}

bench_arch() {
	arch=$1
	case $arch in
	x86_64) config=defconfig; units=${BENCH_UNITS:-$units_x86_64} ;;
	arm) config=vexpress_defconfig; units=${BENCH_UNITS:-$units_arm} ;;
	*) echo "unknown arch $arch (bench: x86_64, arm)" >&2; return 1 ;;
	esac
	arch_facts "$arch" || return 1
	kcc=${cross}gcc objcopy=${cross}objcopy
	make_args="ARCH=$karch${cross:+ CROSS_COMPILE=$cross}"
	obj=$out/obj-$arch
	work=$out/work-$arch
	mkdir -p "$obj" "$work"
	plugin=$out/plugin-$arch/sectsubst.so
	make -s -C "$root" CC="$kcc" O="$out/plugin-$arch" >/dev/null
	if [ ! -f "$obj/.config" ]; then
		make -s -C "$src" O="$obj" $make_args $config >/dev/null
		make -s -C "$obj" $make_args -j2 prepare >/dev/null
	fi

	echo "== $arch ($config, $kcc $($kcc -dumpversion))"
	printf '%-26s %14s %14s %8s %8s %8s %6s %6s %6s\n' unit \
		"insns base" "insns plugin" ratio "RSS KB" "RSS KB" bytes refs \
		renamed
	tb=0 tp=0
	for u in $units; do
		make -s -C "$obj" $make_args "$u.o" "$u.i" >/dev/null 2>&1
		dir=$(dirname "$u") base=$(basename "$u")
		# the kernel's flags for this unit, from kbuild's record of it
		flags=$(sed -n 's/^cmd_[^ ]* := //p' "$obj/$dir/.$base.o.cmd" |
			sed -e 's/ *;.*$//' -e 's/[[:space:]]*$//' -e 's/-Wp,[^ ]*//' -e 's/ -fplugin[^ ]*//g' \
			    -e 's/ -c -o [^ ]* [^ ]*\.c$//')
		cd "$obj"
		set -- $flags -fpreprocessed -w -c "$u.i"
		with="-fplugin=$plugin -fplugin-arg-sectsubst-tables=$tables"
		ib=$(instructions "$@" -o "$work/base.o")
		ip=$(instructions "$@" $with -o "$work/plug.o")
		rb=$(peak_rss "$@" -o "$work/base.o")
		rp=$(peak_rss "$@" $with -o "$work/plug.o")
		renamed=$("$@" $with -fplugin-arg-sectsubst-verbose \
			-o "$work/plug.o" 2>&1 | grep -c 'renamed to' || true)
		# R_*_NONE the plugin added (ARM's EHABI has its own)
		refs=$(($(readelf -rW "$work/plug.o" | grep -c '_NONE ' || true) -
			$(readelf -rW "$work/base.o" | grep -c '_NONE ' || true)))
		bytes=$(code_bytes_changed "$work/base.o" "$work/plug.o")
		cd "$root"
		printf '%-26s %14s %14s %8s %8s %8s %6s %6s %6s\n' "$u.i" \
			"$ib" "$ip" "$(echo "scale=5; $ip / $ib" | bc)" "$rb" \
			"$rp" "$bytes" "$refs" "$renamed"
		tb=$((tb + ib)) tp=$((tp + ip))
	done
	printf '%-26s %14s %14s %8s\n' "all $arch" "$tb" "$tp" \
		"$(echo "scale=5; $tp / $tb" | bc)"
	echo "overhead: $(echo "scale=3; ($tp - $tb) * 100 / $tb" | bc)%"
}

for a in "$@"; do
	bench_arch "$a"
done
