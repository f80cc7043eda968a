// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libFuzzer target for the rewrite core.  The first byte picks the syntax,
 * the asm kind, COMDAT, references, the table list, the naming (unique
 * with refs=no on MIPS syntax, linkorder with refs=no on ARM's) and the
 * current section; the rest is the template.  Beyond "no crash, no leak, no UB"
 * (ASan, UBSan), two properties must hold:
 *   faithful:   the output is the input with the reported edits applied,
 *               and every edit is a name, a flag, a label line or the
 *               .reloc block: nothing else of the template changes;
 *   idempotent: rewriting the output again changes nothing.
 */
#include "sectsubst/rewrite.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PREFIX ".Lfz"

static const struct ss_syntax syntaxes[4] = {
	{ "#", 1, 0 }, { "@", 0, 0 }, { "//", 0, 0 }, { "#", 0, 1 },
};
static const char *const sections[4] = {
	".text.f", ".text", NULL, ".my text",
};

static void fail(const char *what)
{
	fprintf(stderr, "property violated: %s\n", what);
	abort();
}

static int is_label_ref(const char *s, size_t n)
{
	size_t k = strlen(PREFIX);

	if (n <= k || memcmp(s, PREFIX, k))
		return 0;
	for (; k < n; k++)
		if (s[k] < '0' || s[k] > '9')
			return 0;
	return 1;
}

/* The .reloc block: lines "\t.reloc\t., BFD_RELOC_NONE, <label>\n",
   maybe after a newline, and first linkorder's "<label>:\n". */
static int is_reloc_block(const char *s, size_t n)
{
	static const char head[] = "\t.reloc\t., BFD_RELOC_NONE, ";
	size_t h = sizeof(head) - 1;
	int first = 1;

	if (n && *s == '\n') {	/* appended after a last line without one */
		s++;
		n--;
	}

	while (n) {
		const char *nl = memchr(s, '\n', n);
		size_t len = nl ? (size_t)(nl - s) : n;
		int anchor = first && nl && len > 1 && s[len - 1] == ':' &&
			     is_label_ref(s, len - 1);

		first = 0;
		if (!anchor && (!nl || len <= h || memcmp(s, head, h) ||
				!is_label_ref(s + h, len - h)))
			return 0;
		s += len + 1;
		n -= len + 1;
	}
	return 1;
}

/* ",unique,<n>" or ",%progbits,unique,<n>" (%% in extended asm, or
   %note), linkorder's label before ",unique" */
static int is_unique_tail(const char *s)
{
	static const char *const heads[] = {
		",", ",%progbits,", ",%%progbits,", ",%note,", ",%%note,",
	};
	size_t i, k, l;
	const char *p;

	for (i = 0; i < sizeof(heads) / sizeof(heads[0]); i++) {
		k = strlen(heads[i]);
		if (strncmp(s, heads[i], k))
			continue;
		p = s + k;
		l = strcspn(p, ",");
		if (p[l] == ',' && is_label_ref(p, l))
			p += l + 1;
		if (!strncmp(p, "unique,", 7) && p[7] &&
		    strspn(p + 7, "0123456789") == strlen(p + 7))
			return 1;
	}
	return 0;
}

static void check_edits(const uint8_t *in, size_t len,
			const struct ss_result *res)
{
	size_t i, pos = 0, out = 0;
	int relocs = 0;

	for (i = 0; i < res->nedits; i++) {
		const struct ss_edit *e = &res->edits[i];
		size_t keep;

		if (e->start < pos || e->end < e->start || e->end > len)
			fail("edits out of order");
		keep = e->start - pos;
		if (out + keep + e->len > res->len ||
		    memcmp(res->text + out, in + pos, keep))
			fail("bytes outside the edits changed");
		out += keep;
		if (memcmp(res->text + out, e->text, e->len))
			fail("edit text not in the output");
		out += e->len;
		pos = e->end;

		if (e->start == e->end) {
			int ok = (is_reloc_block(e->text, e->len) &&
				  relocs++ == 0) ||
				 !strcmp(e->text, "?") ||
				 !strcmp(e->text, "o") ||
				 !strcmp(e->text, "o?") ||
				 (e->len > 2 && e->text[e->len - 2] == ':' &&
				  e->text[e->len - 1] == ' ' &&
				  is_label_ref(e->text, e->len - 2)) ||
				 !strcmp(e->text, ",\"?\"") ||
				 is_unique_tail(e->text) ||
				 (e->len > 2 && e->text[0] == '\n' &&
				  e->text[e->len - 1] == ':' &&
				  is_label_ref(e->text + 1, e->len - 2));
			if (!ok)
				fail("an insertion that is no label, flag or .reloc");
		} else if (memchr(in + e->start, '\n', e->end - e->start) ||
			   memchr(e->text, '\n', e->len)) {
			fail("a name edit spans lines");
		}
	}
	if (out + (len - pos) != res->len ||
	    memcmp(res->text + out, in + pos, len - pos))
		fail("tail of the template changed");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1, PREFIX,
				 SS_NAMING_SUFFIX, NULL };
	struct ss_asm in;
	struct ss_result res, again;
	uint8_t mode;

	if (size < 1)
		return 0;
	mode = data[0];
	cfg.refs = !(mode & 0x10);
	cfg.ntables = (mode & 0x20) ? 0 : ss_ndefault_tables;
	cfg.naming = (mode & 0x13) == 0x13 ? SS_NAMING_UNIQUE :
		     (mode & 0x13) == 0x11 ? SS_NAMING_LINKORDER :
					     SS_NAMING_SUFFIX;
	in.text = (const char *)data + 1;
	in.len = size - 1;
	in.extended = !!(mode & 0x04);
	in.comdat = !!(mode & 0x08);
	in.section = sections[mode >> 6];
	in.label_base = 0;

	ss_rewrite(&in, &syntaxes[mode & 3], &cfg, &res);
	if (res.text) {
		check_edits(data + 1, size - 1, &res);
		in.text = res.text;
		in.len = res.len;
		in.label_base = res.labels_used;
		ss_rewrite(&in, &syntaxes[mode & 3], &cfg, &again);
		if (again.text)
			fail("not idempotent");
		ss_result_free(&again);
	}
	ss_result_free(&res);
	return 0;
}
