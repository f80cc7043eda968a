/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tables: table specs and the test model's layouts (see tables.h). */
#include "tables.h"

#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const table_defaults[] = {
#define SS_TABLE(name) name,
#include "../include/sectsubst/tables.def"
#undef SS_TABLE
};
const size_t table_ndefaults = sizeof table_defaults / sizeof *table_defaults;

/* testsuite/lib/uextable.h follows Linux 6.1's layout on each machine (m68k:
   7.3's) */
static const struct model models[] = {
	{ EM_X86_64, "x86", 8, 4, 1, ".fixup", 0, -1, -1 },
	{ EM_386, "x86", 8, 4, 1, ".fixup", 0, -1, -1 },
	{ EM_ARM, "arm", 8, 4, 0, ".text.fixup", 0, -1, -1 },
	{ EM_AARCH64, "aarch64", 12, 4, 1, "", 0, 2, 31 },
	{ EM_RISCV, "riscv", 12, 4, 1, "", 0, 3, 0 },
	{ EM_MIPS, "mips", 8, 4, 0, ".fixup", 0, -1, -1 },
	{ EM_PPC, "ppc", 8, 4, 1, ".fixup", 1, -1, -1 },
	{ EM_68K, "m68k", 8, 4, 0, ".fixup", 0, -1, -1 },	/* Linux 7.3 */
};

const struct model *table_model(unsigned machine, int is64, struct model *buf)
{
	for (size_t i = 0; i < sizeof models / sizeof *models; i++) {
		if (models[i].machine != machine)
			continue;
		*buf = models[i];
		if (machine == EM_MIPS && is64) {
			buf->size = 16;	/* .dword fields */
			buf->word = 8;
		}
		return buf;
	}
	return NULL;
}

static int bad(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return -1;
}

/* FIELDS: '+' separated indexes, each with its 'r', 'a' and 's' flags. */
static int parse_fields(struct table *t, char *f, const char *spec, char *err,
			size_t n)
{
	for (char *p = f, *next; *p; p = next) {
		char *q;

		next = p + strcspn(p, "+");
		if (*next)
			*next++ = 0;

		if (t->nfields == TABLE_MAX_FIELDS)
			return bad(err, n, "bad table spec '%s': too many fields", spec);
		t->field[t->nfields].index = strtoul(p, &q, 10);
		if (q == p || t->field[t->nfields].index >= t->entsize / t->word)
			return bad(err, n, "bad table spec '%s': field '%s'", spec, p);
		for (; *q; q++) {
			if (*q == 'r')
				t->field[t->nfields].relative = 1;
			else if (*q == 'a')
				t->field[t->nfields].data = 1;
			else if (*q == 's' && t->sorted < 0)
				t->sorted = (int)t->nfields;
			else
				return bad(err, n, "bad table spec '%s': field '%s'",
					   spec, p);
		}
		t->nfields++;
	}
	if (!t->nfields)
		return bad(err, n, "bad table spec '%s': no address field", spec);
	return 0;
}

/* START:STOP, or the linker's __start_NAME and __stop_NAME. */
static int parse_bounds(struct table *t, char *p, const char *spec, char *err,
			size_t n)
{
	char *stop;

	if (!p) {
		snprintf(t->start, sizeof t->start, "__start_%s", t->name);
		snprintf(t->stop, sizeof t->stop, "__stop_%s", t->name);
		return 0;
	}
	stop = strchr(p, ':');
	if (!stop || (size_t)(stop - p) >= sizeof t->start ||
	    strlen(stop + 1) >= sizeof t->stop)
		return bad(err, n, "bad table spec '%s': start:stop", spec);
	*stop++ = 0;
	strcpy(t->start, p);
	strcpy(t->stop, stop);
	return 0;
}

int table_parse(struct table *t, const char *spec, char *err, size_t n)
{
	char buf[256], *p, *f, *bounds;

	memset(t, 0, sizeof *t);
	t->sorted = -1;
	if (strlen(spec) >= sizeof buf)
		return bad(err, n, "table spec too long: %s", spec);
	strcpy(buf, spec);
	p = strchr(buf, ':');
	if (!p || p == buf || (size_t)(p - buf) >= sizeof t->name)
		return bad(err, n, "bad table spec '%s'"
			   " (name:entsize[/word]:fields[:start:stop])", spec);
	*p++ = 0;
	strcpy(t->name, buf);
	t->entsize = strtoul(p, &p, 10);
	t->word = 4;
	if (*p == '/')
		t->word = strtoul(p + 1, &p, 10);
	if (*p++ != ':' || !t->entsize || (t->word != 4 && t->word != 8) ||
	    t->entsize % t->word || t->entsize / t->word > TABLE_MAX_WORDS)
		return bad(err, n, "bad table spec '%s': entry size", spec);
	f = p;
	bounds = strchr(f, ':');
	if (bounds)
		*bounds++ = 0;
	if (parse_bounds(t, bounds, spec, err, n))
		return -1;
	return parse_fields(t, f, spec, err, n);
}

void table_default(struct table *t, const struct model *m)
{
	char spec[64], err[128];

	/* sorted: the test programs' lookup bisects, as the kernel does */
	snprintf(spec, sizeof spec, "__ex_table:%u/%u:0%ss+1%s", m->size,
		 m->word, m->relative ? "r" : "", m->relative ? "r" : "");
	table_parse(t, spec, err, sizeof err);
}

int table_field(const struct table *t, unsigned w)
{
	for (unsigned k = 0; k < t->nfields; k++)
		if (t->field[k].index == w)
			return (int)k;
	return -1;
}

int table_is_piece(const char *sec, const char *table)
{
	size_t n = strlen(table);

	return !strncmp(sec, table, n) && (sec[n] == 0 || sec[n] == '.');
}
