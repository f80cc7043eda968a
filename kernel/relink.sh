# SPDX-License-Identifier: GPL-2.0-or-later
#
# Sourced by kernel/report.sh and kernel/check.sh (after here= and
# arch_facts): link a build's objects again with a linker script of
# one's own, as link-vmlinux.sh's final link does.

# kallsyms_o <build dir>: the object of link-vmlinux.sh's last kallsyms
# pass, if any (.tmp_vmlinuxN.kallsyms.o since 6.10, before that
# .tmp_vmlinux.kallsymsN.o)
kallsyms_o() {
	(cd "$1" && ls .tmp_vmlinux[0-9]*.kallsyms.o .tmp_vmlinux.kallsyms[0-9]*.o \
		2>/dev/null | sort | tail -1)
}

# relink <build dir> <out dir> <keeps.awk arguments>... | --script <lds>:
# the build's objects linked into <out dir>/vmlinux (and .map) with the
# build's linker script rewritten by keeps.awk (a KEEP() or the tables'
# KEEP()s removed), or with the script <lds>.  The link is
# link-vmlinux.sh's final one, with the linker and flags of the
# build's .vmlinux.cmd and KBUILD_VMLINUX_LIBS as every lib.a of the
# build (the boot wrappers' aside), and the build's last kallsyms object
# as it is (with KALLSYMS, kernel/kallsyms.o needs its symbols): its data
# is stale for the new layout, but it references no code, so the linker
# keeps the same code.  Fails if the link fails (<out dir>/build.log).
relink() {
	dce=$1
	dir=$2
	shift 2
	mkdir -p "$dir"
	lds=arch/$karch/kernel/vmlinux.lds
	if [ "${1:-}" = --script ]; then
		cp "$2" "$dir/vmlinux.lds" || return 1
	else
		awk "$@" -f "$here/keeps.awk" "$dce/$lds" >"$dir/vmlinux.lds" || return 1
	fi
	# "LD" "KBUILD_LDFLAGS" "LDFLAGS_vmlinux": from .vmlinux.cmd (6.12),
	# or .vmlinux.unstripped.cmd (7.x, where vmlinux is its copy)
	cmd=$dce/.vmlinux.unstripped.cmd
	[ -f "$cmd" ] || cmd=$dce/.vmlinux.cmd
	eval "set -- $(sed -n 's/^savedcmd_vmlinux[.a-z]* := [^ ]*link-vmlinux\.sh \([^;]*\);.*/\1/p' \
		"$cmd")"
	start=$(date +%s)
	# shellcheck disable=SC2086
	(cd "$dce" && $1 $2 $3 --script="$dir/vmlinux.lds" -Map="$dir/vmlinux.map" \
		-o "$dir/vmlinux" --whole-archive vmlinux.a \
		$(ls .vmlinux.export.o 2>/dev/null) init/version-timestamp.o \
		$(kallsyms_o "$dce") --no-whole-archive --start-group \
		$(find . -name lib.a ! -path "*/boot/*" | sort) --end-group) \
		>"$dir/build.log" 2>&1 || return 1
	echo "$(($(date +%s) - start)) s (relink)" >"$dir/build.time"
}
