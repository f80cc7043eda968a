#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The Linux selftests' rseq tests (tools/testing/selftests/rseq of a
# Debian linux-source tarball) under -ffunction-sections -Wl,--gc-sections,
# without and with the plugin (naming=unique on the rseq tables), on each
# linker: the entries left in __rseq_cs, __rseq_cs_ptr_array and
# __rseq_exit_point_array of each program, against the same program
# linked without --gc-sections, and the tests' own runs where the kernel
# registers rseq.
#   scripts/rseq-selftests.sh <linux-source-X.tar.xz> <gcc> <sectsubst.so>
# One line per program, linker and build:
#   <program> <linker> <build>: cs <n> ptrs <n> exits <n> [run: ok|FAIL]
# (entries: __rseq_cs is 32 bytes each, the pointers 8, the exit points
# 16; "-" where the section is not in the program).
set -u
tarball=$1 cc=$2 plugin=$(realpath "$3")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$(tar tf "$tarball" | head -n 1 | cut -d/ -f1)
tar xf "$tarball" -C "$work" "$dir/tools/testing/selftests/rseq" \
	"$dir/tools/include" "$dir/tools/testing/selftests/kselftest.h"
cd "$work/$dir/tools/testing/selftests/rseq" || exit 1

base="-O2 -Wall -g -I. -I../../../../tools/include -ffunction-sections"
tables=__rseq_cs,__rseq_cs_ptr_array,__rseq_exit_point_array,__rseq_failure
with="-fplugin=$plugin -fplugin-arg-sectsubst-tables=$tables -fplugin-arg-sectsubst-naming=unique"
# program and its defines (the selftests Makefile's)
progs="basic_test: basic_percpu_ops_test: param_test: param_test_compare_twice:-DRSEQ_COMPARE_TWICE"

entries() { # file section size-of-entry
	size=$(readelf -SW "$1" | awk -v s="$2" '$2 == s { print $6; exit }')
	[ -n "$size" ] && echo $((0x$size / $3)) || echo -
}

# shellcheck disable=SC2086 # flag lists
$cc $base -shared -fPIC rseq.c -lpthread -ldl -o librseq.so || exit 1
for build in ref plain plugin; do
	for ld in bfd gold lld mold; do
		flags="$base -fuse-ld=$ld"
		[ $build = ref ] || flags="$flags -Wl,--gc-sections"
		[ $build = plugin ] && flags="$flags $with"
		[ $build = ref ] && [ $ld != bfd ] && continue
		for p in $progs; do
			name=${p%%:*} defs=${p#*:}
			src=${name%_compare_twice}.c
			exe=$name-$ld-$build
			# shellcheck disable=SC2086 # flag lists
			if ! $cc $flags $defs "$src" -L. -lrseq -lpthread -ldl \
			    -Wl,-rpath="$PWD" -o "$exe" 2>"$exe.log"; then
				echo "$name $ld $build: link failed: $(grep -m1 error "$exe.log")"
				continue
			fi
			line="$name $ld $build: cs $(entries "$exe" __rseq_cs 32)"
			line="$line ptrs $(entries "$exe" __rseq_cs_ptr_array 8)"
			line="$line exits $(entries "$exe" __rseq_exit_point_array 16)"
			case $name in
			basic_test|basic_percpu_ops_test) args= ;;
			*) args="-T s -r 1000 -t 4" ;;
			esac
			# shellcheck disable=SC2086
			if timeout 120 "./$exe" $args >"$exe.run" 2>&1; then
				line="$line run: ok"
			else
				line="$line run: FAIL ($(tail -n 1 "$exe.run"))"
			fi
			echo "$line"
		done
	done
done
