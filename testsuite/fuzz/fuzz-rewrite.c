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
 * With SS_FUZZ_GAS set in the environment, GNU as is the oracle too, for a
 * basic asm in a known section outside COMDAT (gas_oracle() below).
 * With SS_FUZZ_SYNTAX=m68k, every input is in m68k's syntax instead, and
 * m68k's gas is the oracle: the mode byte has no bit left for a fifth
 * syntax, and one more would give the committed corpus other meanings.
 */
#include "sectsubst/rewrite.h"

#define _POSIX_C_SOURCE 200809L	/* popen */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PREFIX ".Lfz"

static const struct ss_syntax syntaxes[4] = {
	{ "#", 1, 0, 0 }, { "@", 0, 0, 0 }, { "//", 0, 0, 0 }, { "#", 0, 1, 0 },
};
static const char *const sections[4] = {
	".text.f", ".text", NULL, ".my text",
};
/* inputs gas_oracle() compared, for replay.c's report */
unsigned long ss_fuzz_gas_compared;

/* the assembler of each syntax above */
static const char *const assemblers[4] = {
	"as", "arm-linux-gnueabihf-as", "aarch64-linux-gnu-as", "mips-linux-gnu-as",
};
/* '|' comments; GCC's output starts with #NO_APP */
static const struct ss_syntax m68k_syntax = { "|", 0, 0, 1 };

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


/*
 * GNU as decides the names.  The template, in its section, assembled by
 * `as --sectname-subst` must give the object that the core's rewrite with
 * no tables and no references gives without it; and the full rewrite
 * (tables, references) must assemble wherever the template does, every
 * label a .reloc names defined.  A template gas rejects (or takes more
 * than 10 s on), or one the core leaves as written with a cause, compares
 * nothing: the plugin would have said so at compile time.
 */
static int assemble(const char *as, const char *flags, const char *section,
		    const char *text, size_t len, const char *obj)
{
	char cmd[512];
	FILE *p;

	/* bounded: a template may ask gas for a .rept of a billion */
	snprintf(cmd, sizeof(cmd), "timeout 10 %s %s -o %s - 2>/dev/null", as,
		 flags, obj);
	p = popen(cmd, "w");
	if (!p)
		fail("popen");
	fprintf(p, ".section %s,\"ax\"\n", section);
	fwrite(text, 1, len, p);
	fputc('\n', p);
	return pclose(p) == 0;
}

/* Whether the command succeeds and prints no line holding needle. */
static int prints_none(const char *cmd, const char *needle)
{
	FILE *p = popen(cmd, "r");
	char line[256];
	int found = 0;

	if (!p)
		fail("popen");
	while (fgets(line, sizeof(line), p))
		found |= strstr(line, needle) != NULL;
	return pclose(p) == 0 && !found;
}

static int blocked(const struct ss_result *res)
{
	size_t i;

	for (i = 0; i < res->ndiags; i++)
		if (res->diags[i].blocking)
			return 1;
	return 0;
}

static void gas_oracle(const struct ss_asm *in, const struct ss_syntax *syn,
		       const struct ss_config *full, const char *as)
{
	struct ss_config names = *full;
	struct ss_result res;

	names.ntables = 0;
	names.refs = 0;
	if (!assemble(as, "--sectname-subst", in->section, in->text, in->len,
		      "gas.o"))
		return;
	ss_fuzz_gas_compared++;
	ss_rewrite(in, syn, &names, &res);
	if (!blocked(&res)) {
		if (!assemble(as, "", in->section,
			      res.text ? res.text : in->text,
			      res.text ? res.len : in->len, "core.o"))
			fail("gas: the %S rewrite does not assemble");
		if (!prints_none("cmp gas.o core.o", "differ"))
			fail("gas: the %S rewrite's object differs from gas's");
	}
	ss_result_free(&res);

	ss_rewrite(in, syn, full, &res);
	if (res.text && !blocked(&res)) {
		if (!assemble(as, "", in->section, res.text, res.len, "core.o"))
			fail("gas: the rewrite does not assemble");
		if (!prints_none("nm -u core.o", PREFIX))
			fail("gas: a .reloc names a label gas never defined");
	}
	ss_result_free(&res);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1, PREFIX,
				 SS_NAMING_SUFFIX, NULL };
	struct ss_asm in;
	struct ss_result res, again;
	const struct ss_syntax *syn;
	const char *as;
	const char *target = getenv("SS_FUZZ_SYNTAX");
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
	syn = &syntaxes[mode & 3];
	as = assemblers[mode & 3];
	if (target && !strcmp(target, "m68k")) {
		syn = &m68k_syntax;
		as = "m68k-linux-gnu-as";
	}

	ss_rewrite(&in, syn, &cfg, &res);
	if (res.text) {
		check_edits(data + 1, size - 1, &res);
		in.text = res.text;
		in.len = res.len;
		in.label_base = res.labels_used;
		ss_rewrite(&in, syn, &cfg, &again);
		if (again.text)
			fail("not idempotent");
		ss_result_free(&again);
	}
	ss_result_free(&res);
	/* gas is no oracle for a NUL byte, where it ends a statement: GCC's
	 * templates are C strings, which hold none (the core still gets
	 * them above, for its own properties) */
	if (getenv("SS_FUZZ_GAS") && !in.extended && !in.comdat &&
	    (mode >> 6) < 2 && !memchr(data + 1, 0, size - 1)) {
		in.text = (const char *)data + 1;
		in.len = size - 1;
		in.label_base = 0;
		gas_oracle(&in, syn, &cfg, as);
	}
	return 0;
}
