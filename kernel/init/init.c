// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The boot test's /init: static, no libc (the kernel's own tools/include/
 * nolibc), for ARM (EABI) and MIPS (o32).
 *
 * Every test passes a bad user pointer to a system call whose path ends in
 * a user access with an exception-table entry; the system call must fail
 * with EFAULT.  A missing entry makes the kernel oops instead, init dies,
 * and the kernel panics (the runner boots with panic=-1 and qemu
 * -no-reboot, so qemu exits without the PASS line).
 *
 * Prints "SECTSUBST-TEST <name> ok|FAIL ..." per test, then
 * "SECTSUBST-TEST PASS n/n" or "SECTSUBST-TEST FAIL k/n", then powers off.
 */
#include <asm/ioctls.h>
#include <asm/unistd.h>
#include <linux/fs.h>
#include <linux/futex.h>
#include <linux/reboot.h>

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
#else
#error "ARM and MIPS only"
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
