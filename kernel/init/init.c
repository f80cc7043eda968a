// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The boot test's /init: static, no libc (the kernel's own tools/include/
 * nolibc), for ARM (EABI), m68k, MIPS (o32), 32-bit PowerPC and RV64.
 *
 * Every test passes a bad user pointer to a system call whose path ends in
 * a user access with an exception-table entry; the system call must fail
 * with EFAULT.  A missing entry makes the kernel oops instead, init dies,
 * and the kernel panics (the runner boots with panic=-1 and qemu
 * -no-reboot, so qemu exits without the PASS line).
 *
 * Where the kernel has LKDTM on debugfs, a last test provokes a WARN
 * through it: a __bug_table entry and an __ex_table entry of C code, both
 * needed to report the warning and to resume after it (boot.sh checks
 * the report's file and line).
 *
 * Prints "SECTSUBST-TEST <name> ok|FAIL ..." per test, then
 * "SECTSUBST-TEST PASS n/n" or "SECTSUBST-TEST FAIL k/n", then powers off.
 */
#if defined(__powerpc__) && !defined(__powerpc64__) && \
	!__has_include("arch-powerpc.h")
/*
 * 6.1's nolibc has no PowerPC (6.12's has): its arch part, before
 * nolibc.h, for the 32-bit ABI.  System call number in r0, arguments in r3-r8, the result
 * in r3, a positive errno with CR0.SO set on failure; r0, r9-r12, ctr,
 * xer and cr0 are clobbered.  Every call goes through the six-argument
 * form, with zeros for the arguments it does not have.
 */
#define O_RDONLY	0
#define O_WRONLY	1
#define O_RDWR		2
#define O_CREAT		0100
#define O_EXCL		0200
#define O_NOCTTY	0400
#define O_TRUNC		01000
#define O_APPEND	02000
#define O_NONBLOCK	04000
#define O_DIRECTORY	040000

/* the 32-bit struct stat of arch/powerpc/include/uapi/asm/stat.h */
struct sys_stat_struct {
	unsigned long	st_dev;
	unsigned long	st_ino;
	unsigned int	st_mode;
	unsigned short	st_nlink;
	unsigned int	st_uid;
	unsigned int	st_gid;
	unsigned long	st_rdev;
	long		st_size;
	unsigned long	st_blksize;
	unsigned long	st_blocks;
	unsigned long	st_atime;
	unsigned long	st_atime_nsec;
	unsigned long	st_mtime;
	unsigned long	st_mtime_nsec;
	unsigned long	st_ctime;
	unsigned long	st_ctime_nsec;
	unsigned long	__unused4;
	unsigned long	__unused5;
};

#define my_syscall6(num, a1, a2, a3, a4, a5, a6)			\
({									\
	register long _num __asm__("r0") = (num);			\
	register long _r3 __asm__("r3") = (long)(a1);			\
	register long _r4 __asm__("r4") = (long)(a2);			\
	register long _r5 __asm__("r5") = (long)(a3);			\
	register long _r6 __asm__("r6") = (long)(a4);			\
	register long _r7 __asm__("r7") = (long)(a5);			\
	register long _r8 __asm__("r8") = (long)(a6);			\
									\
	__asm__ volatile("sc\n\tbns+ 1f\n\tneg %1, %1\n1:"		\
			 : "+r"(_num), "+r"(_r3), "+r"(_r4), "+r"(_r5),	\
			   "+r"(_r6), "+r"(_r7), "+r"(_r8)		\
			 :						\
			 : "memory", "cr0", "ctr", "xer", "r9", "r10",	\
			   "r11", "r12");				\
	_r3;								\
})
#define my_syscall0(n)			my_syscall6(n, 0, 0, 0, 0, 0, 0)
#define my_syscall1(n, a)		my_syscall6(n, a, 0, 0, 0, 0, 0)
#define my_syscall2(n, a, b)		my_syscall6(n, a, b, 0, 0, 0, 0)
#define my_syscall3(n, a, b, c)		my_syscall6(n, a, b, c, 0, 0, 0)
#define my_syscall4(n, a, b, c, d)	my_syscall6(n, a, b, c, d, 0, 0)
#define my_syscall5(n, a, b, c, d, e)	my_syscall6(n, a, b, c, d, e, 0)

/* argc at 0(r1), argv after it, then envp; exit with main's result */
__asm__(".section .text\n"
	".weak _start\n"
	"_start:\n"
	"lwz 3, 0(1)\n"		/* argc */
	"addi 4, 1, 4\n"		/* argv */
	"slwi 5, 3, 2\n"
	"add 5, 5, 4\n"
	"addi 5, 5, 4\n"		/* envp = argv + argc + 1 */
	"clrrwi 1, 1, 4\n"		/* a 16-byte aligned stack */
	"li 0, 0\n"
	"stwu 1, -16(1)\n"
	"stw 0, 0(1)\n"		/* with a null back chain */
	"bl main\n"
	"li 0, 1\n"			/* __NR_exit */
	"sc\n");
#endif

/* first, as with gcc -include nolibc.h: it defines what the uapi redefines */
#include "nolibc.h"
#include <asm/ioctls.h>
#include <asm/unistd.h>
#include <linux/fs.h>
#include <linux/futex.h>
#include <linux/reboot.h>

/* Linux 7's nolibc calls its raw system calls _sys_*() and
 * __nolibc_syscall<n>(), 6.12's sys_*() and my_syscall<n>() */
#ifdef __nolibc_syscall1
#define my_syscall1 __nolibc_syscall1
#define my_syscall6 __nolibc_syscall6
#define sys_write _sys_write
#define sys_mkdir _sys_mkdir
#define sys_mount _sys_mount
#define sys_open _sys_open
#define sys_getdents64 _sys_getdents64
#define sys_reboot _sys_reboot
#define sys_ioctl(fd, cmd, arg) _sys_ioctl(fd, cmd, (unsigned long)(arg))
#endif

/* Unmapped, below mmap_min_addr, yet a user address: access_ok() passes. */
#define BAD ((void *)0x1000)

/* nolibc has no six-argument call on ARM and MIPS; futex needs one. */
#if defined(__arm__)
static long syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;
	register long r4 __asm__("r4") = e;
	register long r5 __asm__("r5") = f;
	register long r7 __asm__("r7") = n;

	__asm__ volatile("svc #0"
			 : "+r"(r0)
			 : "r"(r1), "r"(r2), "r"(r3), "r"(r4), "r"(r5), "r"(r7)
			 : "memory", "cc", "lr");
	return r0;
}
#elif defined(__mips__)
static long syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	register long v0 __asm__("v0") = n;
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;

	__asm__ volatile("addiu $sp, $sp, -32\n"
			 "sw %6, 16($sp)\n"
			 "sw %7, 20($sp)\n"
			 "syscall\n"
			 "addiu $sp, $sp, 32\n"
			 : "+r"(v0), "+r"(a3)
			 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(e), "r"(f)
			 : "memory", "cc", "at", "v1", "hi", "lo", "t0", "t1",
			   "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9");
	return a3 ? -v0 : v0;
}
#elif (defined(__powerpc__) && !defined(__powerpc64__)) || defined(__riscv) || \
	defined(__m68k__)
static long syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	return my_syscall6(n, a, b, c, d, e, f);
}
#else
#error "ARM, m68k, MIPS, 32-bit PowerPC and RISC-V only"
#endif

/* a 64-bit kernel's futex takes a 64-bit time already */
#ifndef __NR_futex_time64
#define __NR_futex_time64 __NR_futex
#endif

static void say(const char *s)
{
	sys_write(1, s, strlen(s));
}

static void say_num(long v)
{
	char buf[24], *p = buf + sizeof(buf);
	int neg = v < 0;
	unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;

	*--p = 0;
	do {
		*--p = '0' + u % 10;
		u /= 10;
	} while (u);
	if (neg)
		*--p = '-';
	say(p);
}

static int failed, total;

/* ret is the raw system call result: -errno on failure */
static void expect_efault(const char *name, const char *path, long ret)
{
	total++;
	say("SECTSUBST-TEST ");
	say(name);
	if (ret == -EFAULT) {
		say(" ok (EFAULT via ");
		say(path);
		say(")\n");
		return;
	}
	failed++;
	say(" FAIL: returned ");
	say_num(ret);
	say(", expected ");
	say_num(-EFAULT);
	say("\n");
}

/*
 * LKDTM's WARNING crash point, a WARN_ON() in C: the kernel finds the
 * trap's __bug_table entry to print file and line, then its __ex_table
 * entry to resume past the trap, and the write returns.  Skipped (not
 * counted) where the kernel has no LKDTM.
 */
static void provoke_warn(void)
{
	static const char point[] = "WARNING";
	long ret;
	int fd;

	sys_mkdir("/debug", 0755);
	if (sys_mount("debugfs", "/debug", "debugfs", 0, 0) < 0 ||
	    (fd = sys_open("/debug/provoke-crash/DIRECT", O_WRONLY, 0)) < 0) {
		say("SECTSUBST-TEST warn skipped (no LKDTM on debugfs)\n");
		return;
	}
	say("SECTSUBST-TEST warn: provoking LKDTM's WARNING\n");
	total++;
	ret = sys_write(fd, point, sizeof(point) - 1);
	say("SECTSUBST-TEST warn ");
	if (ret == sizeof(point) - 1) {
		say("ok (WARN reported and resumed)\n");
		return;
	}
	failed++;
	say("FAIL: returned ");
	say_num(ret);
	say("\n");
}

int main(void)
{
	static int word;
	int dir;

	say("SECTSUBST-TEST start\n");

	dir = sys_open("/", O_RDONLY | O_DIRECTORY, 0);
	if (dir < 0) {
		say("SECTSUBST-TEST cannot open /\n");
		failed++;
	}

	expect_efault("uname", "copy_to_user", my_syscall1(__NR_uname, BAD));
	expect_efault("ioctl-FIONBIO", "get_user",
		      sys_ioctl(dir, FIONBIO, BAD));
	expect_efault("ioctl-FIGETBSZ", "put_user",
		      sys_ioctl(dir, FIGETBSZ, BAD));
	expect_efault("getdents64", "unsafe_put_user",
		      sys_getdents64(dir, BAD, 4096));
	expect_efault("open", "strncpy_from_user",
		      sys_open(BAD, O_RDONLY, 0));
	/*
	 * The arch's futex asm: an inline asm entry on every architecture.
	 * futex_time64, since plain futex is futex_time32 on 32-bit kernels,
	 * which COMPAT_32BIT_TIME=n (allnoconfig) leaves out.
	 */
	expect_efault("futex-wake-op", "arch_futex_atomic_op_inuser",
		      syscall6(__NR_futex_time64, (long)&word,
			       FUTEX_WAKE_OP | FUTEX_PRIVATE_FLAG, 1, 1,
			       (long)BAD, 0));
	provoke_warn();

	if (failed) {
		say("SECTSUBST-TEST FAIL ");
		say_num(failed);
	} else {
		say("SECTSUBST-TEST PASS ");
		say_num(total);
	}
	say("/");
	say_num(total);
	say("\n");

	sys_reboot(LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2,
		   LINUX_REBOOT_CMD_POWER_OFF, 0);
	say("SECTSUBST-TEST power-off returned\n");
	for (;;)
		;
}
