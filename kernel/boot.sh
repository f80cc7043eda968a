#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/boot.sh <arm|mips|ppc|riscv> <kernel build dir> <initramfs> <log> [pass|oops|fail]
#
# Boots the kernel under qemu with the test initramfs and reads the serial
# log.  The init prints "SECTSUBST-TEST PASS n/n" when every bad-pointer
# system call returned EFAULT, then powers off.  The kernel runs with
# panic=-1 and qemu with -no-reboot, so a panic (init killed by an oops)
# also ends qemu; a timeout ends a hang.
#
# Expectation "pass" (default): the PASS line, a clean power-off that ends
# qemu, and no oops, BUG or warning but the one the init provokes where
# the kernel has LKDTM: that one must name the file and line of LKDTM's
# WARN_ON() in the source, and the address it reports must lie in
# lkdtm_WARNING.  Expectation "oops" (the negative control): an oops, no
# PASS line.  Expectation "fail": no PASS line from a kernel that ran
# (qemu ended by a panic or by the timeout).  Exit status 0 when the
# expectation holds.  qemu's own status is kept in <log>.rc; with
# BOOT_LOG_ONLY=1 the log and status are judged again without a boot.
set -eu

[ $# -ge 4 ] || {
	echo "usage: $0 <arm|mips|ppc|riscv> <kernel build dir> <initramfs> <log> [pass|oops|fail]" >&2
	exit 2
}
arch=$1
kdir=$2
initrd=$3
log=$4
expect=${5:-pass}
timeout=${BOOT_TIMEOUT:-120}
. "$(cd "$(dirname "$0")" && pwd)/arch.sh"

arch_facts "$arch" || exit 2
case $arch in
arm)	# vexpress_defconfig builds its device tree; the minimal one has none
	dtb=$kdir/arch/arm/boot/dts/$(vexpress_dtb "$kdir")
	if [ -f "$dtb" ]; then
		# its PL041 needs an audio backend: QEMU 7 takes the
		# -audiodev, QEMU 8.2 and later only as a machine property
		m=vexpress-a9
		! $qemu -M vexpress-a9,help 2>/dev/null | grep -q 'audiodev=' ||
			m=$m,audiodev=noaudio
		set -- -M $m -m 256 -audiodev none,id=noaudio -dtb "$dtb"
		earlycon=earlycon=pl011,0x10009000
	else
		set -- -M virt -cpu cortex-a15 -m 256
		earlycon=earlycon=pl011,0x09000000
	fi
	set -- "$@" -kernel "$kdir/arch/arm/boot/zImage" \
		-append "console=ttyAMA0 panic=-1 $earlycon" ;;
mips)	set -- -M malta -cpu 24Kf -m 256 \
		-kernel "$kdir/vmlinux" \
		-append "console=ttyS0 panic=-1" ;;
ppc)	# QEMU's generic e500 board; its device tree has the gpio-poweroff
	set -- -M ppce500 -m 256 -kernel "$kdir/vmlinux" \
		-append "console=ttyS0 panic=-1" ;;
m68k)	# QEMU's virt machine: Goldfish TTY, virt-ctrl powers off
	set -- -M virt -m 256 -kernel "$kdir/vmlinux" \
		-append "console=ttyGF0 panic=-1" ;;
riscv)	# OpenSBI (Debian's opensbi) as the firmware; it powers off
	set -- -M virt -m 256 -bios default \
		-kernel "$kdir/arch/riscv/boot/Image" \
		-append "console=ttyS0 panic=-1 earlycon=sbi" ;;
esac
command -v $qemu >/dev/null || {
	echo "$0: $qemu not found (scripts/deps.sh kernel <version> $arch)" >&2
	exit 2
}

# BOOT_LOG_ONLY=1 judges an earlier boot's log and qemu status again,
# without booting: kernel/check.sh feeds it altered logs, the negative
# controls of the checks below
if [ -z "${BOOT_LOG_ONLY:-}" ]; then
	rc=0
	timeout "$timeout" $qemu "$@" -initrd "$initrd" -nographic -no-reboot \
		-monitor none -serial stdio </dev/null >"$log" 2>&1 || rc=$?
	# serial output comes with CRLF
	tr -d '\r' <"$log" >"$log.tmp" && mv "$log.tmp" "$log"
	echo $rc >"$log.rc"
fi
rc=$(cat "$log.rc")

# the console's lines without printk's timestamps (PRINTK_TIME, on in
# the defconfigs), which would hide "WARNING:" and "BUG:" from the ^
messages() {
	sed 's/^\[ *[0-9][0-9]*\.[0-9]*\] //' "$log"
}
pass=$(grep -c '^SECTSUBST-TEST PASS' "$log" || true)
oops=$(messages | grep -cE 'Internal error: Oops|Unable to handle kernel|Oops\[#|Oops: |Kernel bug detected|kernel BUG|Bad trap|^BUG:|^WARNING:|Attempted to kill init' || true)
down=$(grep -c 'reboot: Power down' "$log" || true)

# The provoked WARN: "WARNING: CPU: n PID: n at <file>:<line> <address>"
# (6.12), "WARNING: <file>:<line> at <address>, CPU#n: <comm>/<pid>" (7.x),
# the file and line from the __bug_table entry, the address the trap's.
warn=ok
if grep -q '^SECTSUBST-TEST warn: provoking' "$log"; then
	oops=$((oops - 1))
	src=drivers/misc/lkdtm/bugs.c
	line=$(grep -n 'WARN_ON(++warn_counter)' "$kdir/source/$src" | cut -d: -f1)
	got=$(messages | sed -n -e 's/^WARNING: CPU: [0-9]* PID: [0-9]* at \([^ ]*\) \(.*\)$/\1 \2/p' \
		-e 's/^WARNING: \([^ ]*:[0-9]*\) at \([^,]*\), CPU#.*$/\1 \2/p')
	at=${got#* }
	# with KALLSYMS the address comes as lkdtm_WARNING+0x../0x..
	sym=${at%%+*}
	at=${at#0x}
	at=${at%%[!0-9a-f]*}
	[ -n "$at" ] || at=0
	fn=$(${cross}nm -n -S "$kdir/vmlinux" | awk -v pc="$at" -v sym="$sym" '
		$4 == sym { print $4; exit }
		# the low 48 bits: awk counts in doubles, exact to 2^53, and
		# the text of a 64-bit kernel does not cross 2^48
		function hex(s,    i, v) {
			v = 0
			if (length(s) > 12)
				s = substr(s, length(s) - 11)
			for (i = 1; i <= length(s); i++)
				v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
			return v
		}
		$4 == "lkdtm_WARNING" && hex(pc) >= hex($1) && hex(pc) < hex($1) + hex($2) { print $4 }')
	if [ "${got%% *}" = "$src:$line" ] && [ -n "$line" ] && [ "$fn" = lkdtm_WARNING ]; then
		echo "  WARN    at $src:$line, ${got#* } in lkdtm_WARNING: as in the source"
	else
		warn=bad
		echo "  FAIL    the WARN reports '${got:-nothing}', expected $src:${line:-?} in lkdtm_WARNING" >&2
	fi
fi

echo "  BOOT    $arch $(basename "$kdir"): $(grep -c '^SECTSUBST-TEST .* ok' "$log" || true) ok," \
     "$(grep -c '^SECTSUBST-TEST .* FAIL' "$log" || true) failed," \
     "PASS line: $pass, oops/panic lines: $oops, power down: $down, qemu exit: $rc"
case $expect in
pass)
	if [ "$pass" = 1 ] && [ "$oops" = 0 ] && [ "$down" = 1 ] && [ "$rc" = 0 ] &&
	   [ $warn = ok ]; then
		exit 0
	fi
	echo "  FAIL    expected a clean PASS, see $log" >&2
	grep -E '^SECTSUBST-TEST|Oops|Unable to handle|PC is at|epc *:|Kernel panic' "$log" | head -20 >&2
	exit 1 ;;
oops)
	if [ "$pass" = 0 ] && [ "$oops" -gt 0 ]; then
		grep -E '^SECTSUBST-TEST|Unable to handle|PC is at|epc *:|Kernel panic' "$log" |
			head -8 | sed 's/^/          /'
		# without KALLSYMS the oops has no names: look the PC up
		pc=$(sed -n 's/.*PC is at 0x\([0-9a-f]*\).*/\1/p; s/^epc *: *\([0-9a-f]*\).*/\1/p; s/^NIP: *\([0-9a-f]*\) .*/\1/p' "$log" | head -1)
		if [ -n "$pc" ]; then
			fn=$(${cross}nm -n "$kdir/vmlinux" 2>/dev/null | awk -v pc="$pc" '
				{ a = length($1) > length(pc) ? substr($1, length($1) - length(pc) + 1) : $1 }
				$2 ~ /^[tTwW]$/ && $3 !~ /^\$/ && length(a) == length(pc) && a <= pc { f = $3 }
				END { print f }')
			echo "          (the faulting PC 0x$pc is in ${fn:-?})"
		fi
		exit 0
	fi
	echo "  FAIL    the negative control did not oops, see $log" >&2
	exit 1 ;;
fail)
	# the kernel ran, and died or hung: not qemu refusing to start
	# (status 1, say for a missing kernel image)
	if [ "$pass" = 0 ] && { [ "$rc" = 0 ] || [ "$rc" = 124 ]; }; then
		echo "          no PASS line; the last lines:"
		grep -vE '^(ALSA|alsa|audio)' "$log" | tail -3 | sed 's/^/          /'
		exit 0
	fi
	echo "  FAIL    the negative control passed, see $log" >&2
	exit 1 ;;
*)
	echo "$0: unknown expectation $expect" >&2
	exit 2 ;;
esac
