/* SPDX-License-Identifier: GPL-2.0-or-later */
/* xalloc: allocation for the table tools' programs, which cannot go on
 * without memory (the ELF reader itself returns an error instead). */
#ifndef SS_XALLOC_H
#define SS_XALLOC_H

#include <stdio.h>
#include <stdlib.h>

static inline void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p) {
		fputs("ss-tables: out of memory\n", stderr);
		abort();
	}
	return p;
}

static inline void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("ss-tables: out of memory\n", stderr);
		abort();
	}
	return p;
}

#endif
