// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The demo: a "driver" with a live write path and two entry points nobody
 * calls any more.  All three touch user pointers the kernel's way, so each
 * has __ex_table entries and .fixup code; the dead two share a big helper.
 * Linked with --gc-sections and a KEEP on __ex_table, the table pins the
 * dead code; with the plugin, the entries go with their functions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uextable.h"

struct stats {
	long reads, writes, faults;
};

/* What only the dead entry points use: a report formatter. */
__attribute__((noinline)) static int format_report(char *buf, size_t len,
						   const struct stats *st)
{
	static const char *const names[] = { "reads", "writes", "faults" };
	const long *v = &st->reads;
	size_t off = 0;
	int i;

	for (i = 0; i < 3; i++)
		off += snprintf(buf + off, len - off, "%-8s %12ld %8.2f%%\n",
				names[i], v[i],
				100.0 * v[i] / (st->reads + st->writes + 1));
	return (int)off;
}

/* Dead: an ioctl that was replaced long ago. */
__attribute__((noinline)) int legacy_ioctl(long *user_arg, struct stats *st)
{
	char buf[256];
	long val;

	if (UGET(val, user_arg))
		return -14;
	if (UPUT(user_arg, val + format_report(buf, sizeof(buf), st)))
		return -14;
	return 0;
}

/* Dead: a debug hook nobody enables. */
__attribute__((noinline)) int debug_dump(char *user_buf, struct stats *st)
{
	char buf[256];
	int n = format_report(buf, sizeof(buf), st), i;

	for (i = 0; i < n; i++)
		if (UPUT(user_buf + i, buf[i]))
			return -14;
	return n;
}

/* Live: the write path, handed good and bad user pointers. */
__attribute__((noinline)) int driver_write(int *user_ptr, int val,
					   struct stats *st)
{
	int err = UPUT(user_ptr, val);

	st->writes++;
	if (err)
		st->faults++;
	return err;
}

int main(void)
{
	struct stats st = { 0 };
	int good = 0, bad_ret, good_ret;

	if (uextable_init() < 0) {
		perror("uextable_init");
		return 1;
	}
	good_ret = driver_write(&good, 42, &st);
	bad_ret = driver_write((int *)16, 42, &st);
	printf("write to a good pointer: %d (value %d), to a bad one: %d\n",
	       good_ret, good, bad_ret);
	return good_ret != 0 || good != 42 || bad_ret != -14;
}
