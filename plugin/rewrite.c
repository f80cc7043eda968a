// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The rewrite rules.  This file reads an asm template the way GNU as reads
 * it (statements split at newlines and ';', the target's comments, quoted
 * strings, GCC's '%' escapes in extended asm), follows the section stack
 * that .section, .pushsection, .popsection, .previous and friends build, and
 * decides every rewrite from that.  See include/sectsubst/rewrite.h.
 */
#include "sectsubst/rewrite.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* gas stops a %S loop only when no "%S" is left; a name that keeps growing
   means the current section name itself contains "%S". */
#define SUBST_MAX_ROUNDS 64
#define STMT_SHOWN 72

struct frame {
	const char *cur, *prev;
};

/* A problem found while reading; reported only if the template is ours. */
struct problem {
	enum ss_diag_code code;
	int blocking;
	size_t line;
	size_t start, end;	/* the statement */
};

struct rw {
	const struct ss_asm *in;
	const struct ss_syntax *syn;
	const struct ss_config *cfg;
	struct ss_result *res;
	const char *s;
	size_t n;
	size_t clen;

	/* gas's view of the sections; NULL names are unknown */
	const char *start, *cur, *prev;
	struct frame *stack;
	size_t depth, stack_cap;
	int lost;		/* section state no longer known at all */
	int block_depth;	/* inside .macro, .rept/.irp or .if */
	int block_sections;	/* a section directive inside that block */
	int dialect;		/* the template has {a|b} alternatives */
	int in_dialect;		/* inside {...}, where | and } are special */
	int pct_s_in_name;	/* an unquoted %S in a section name */

	struct problem *probs;
	size_t nprobs, probs_cap;
	char **pool;		/* names the state points at */
	size_t npool, pool_cap;
	struct ss_edit *edits;
	size_t nedits, edits_cap;
	char **labels;
	size_t nlabels, labels_cap;
	size_t renames_cap;
	size_t nids;		/* label and unique numbers used */
	size_t reloc_at;	/* where the .reloc block goes */
	int reloc_placed;
	int oom;
};

static int grow(struct rw *w, void **p, size_t *cap, size_t want, size_t elt)
{
	size_t ncap;
	void *np;

	if (want <= *cap)
		return 0;
	ncap = *cap ? *cap * 2 : 8;
	while (ncap < want)
		ncap *= 2;
	np = realloc(*p, ncap * elt);
	if (!np) {
		w->oom = 1;
		return -1;
	}
	*p = np;
	*cap = ncap;
	return 0;
}

#define GROW(w, arr, cnt, cap) \
	grow((w), (void **)&(arr), &(cap), (cnt) + 1, sizeof(*(arr)))

/* A growable string. */
struct buf {
	char *p;
	size_t len, cap;
	int oom;
};

static void buf_add(struct buf *b, const char *s, size_t n)
{
	char *np;
	size_t ncap;

	if (b->oom)
		return;
	if (b->len + n + 1 > b->cap) {
		ncap = b->cap ? b->cap : 64;
		while (ncap < b->len + n + 1)
			ncap *= 2;
		np = realloc(b->p, ncap);
		if (!np) {
			b->oom = 1;
			return;
		}
		b->p = np;
		b->cap = ncap;
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

static void buf_str(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

static void buf_ch(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

/* Takes ownership of the buffer, or flags OOM. */
static char *buf_take(struct rw *w, struct buf *b)
{
	if (b->oom || !b->p) {
		if (!b->oom && !b->p && (b->p = malloc(1)))
			b->p[0] = '\0';
		if (!b->p || b->oom) {
			free(b->p);
			w->oom = 1;
			return NULL;
		}
	}
	return b->p;
}

static char *dup_n(struct rw *w, const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (!p) {
		w->oom = 1;
		return NULL;
	}
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static const char *pooled(struct rw *w, char *s)
{
	if (!s || GROW(w, w->pool, w->npool, w->pool_cap)) {
		free(s);
		w->oom = 1;
		return NULL;
	}
	w->pool[w->npool++] = s;
	return s;
}

static int is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Characters of gas symbols and directive names. */
static int is_ident(int c)
{
	return is_alpha(c) || is_digit(c) || c == '_' || c == '.' || c == '$';
}

static int lower(int c)
{
	return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

static int at(const struct rw *w, size_t i)
{
	return i < w->n ? (unsigned char)w->s[i] : -1;
}

static int starts_comment(const struct rw *w, size_t i)
{
	if (w->clen && i + w->clen <= w->n &&
	    memcmp(w->s + i, w->syn->comment, w->clen) == 0)
		return 1;
	return at(w, i) == '/' && at(w, i + 1) == '*';
}

static void problem(struct rw *w, enum ss_diag_code code, int blocking,
		    size_t line, size_t start, size_t end)
{
	if (GROW(w, w->probs, w->nprobs, w->probs_cap))
		return;
	w->probs[w->nprobs].code = code;
	w->probs[w->nprobs].blocking = blocking;
	w->probs[w->nprobs].line = line;
	w->probs[w->nprobs].start = start;
	w->probs[w->nprobs].end = end;
	w->nprobs++;
}

static void edit(struct rw *w, size_t start, size_t end, char *text)
{
	if (!text || GROW(w, w->edits, w->nedits, w->edits_cap)) {
		free(text);
		w->oom = 1;
		return;
	}
	w->edits[w->nedits].start = start;
	w->edits[w->nedits].end = end;
	w->edits[w->nedits].text = text;
	w->edits[w->nedits].len = strlen(text);
	w->nedits++;
}

/*
 * Statement boundaries.  A statement ends at '\n', at ';', or where a comment
 * starts; strings, block comments and GCC's %-escapes do not end it.
 */
struct stmt {
	size_t start, end;	/* [start, end): the statement's text */
	size_t next;		/* where the next statement starts */
	size_t newlines;	/* newlines from start to next */
};

static void skip_block_comment(const struct rw *w, size_t *i, size_t *nl)
{
	size_t j = *i + 2;

	while (j < w->n && !(w->s[j] == '*' && at(w, j + 1) == '/')) {
		if (w->s[j] == '\n')
			(*nl)++;
		j++;
	}
	*i = j < w->n ? j + 2 : w->n;
}

static void next_stmt(struct rw *w, size_t p, struct stmt *st)
{
	size_t i = p;
	int in_str = 0, brace = 0;

	st->start = p;
	st->newlines = 0;
	while (i < w->n) {
		int c = (unsigned char)w->s[i];

		if (in_str) {
			if (c == '\\' && i + 1 < w->n && w->s[i + 1] != '\n')
				i += 2;
			else if (c == '\n')
				break;
			else {
				if (c == '"')
					in_str = 0;
				i++;
			}
			continue;
		}
		if (c == '"') {
			in_str = 1;
			i++;
		} else if (w->in->extended && c == '%') {
			i += i + 1 < w->n && w->s[i + 1] != '\n' ? 2 : 1;
		} else if (w->in->extended && w->syn->dialect_braces &&
			   (c == '{' || (w->in_dialect && (c == '|' ||
							   c == '}')))) {
			/* each alternative is read as a statement of its own,
			   so that a rewrite inside one is seen and refused;
			   outside {...} GCC prints | and } as they are */
			w->dialect = 1;
			w->in_dialect = c != '}';
			brace = 1;
			break;
		} else if (c == '/' && at(w, i + 1) == '*') {
			skip_block_comment(w, &i, &st->newlines);
		} else if (c == ';' || c == '\n' || starts_comment(w, i)) {
			break;
		} else {
			i++;
		}
	}
	st->end = i;
	if (i < w->n && (w->s[i] == ';' || brace)) {
		st->next = i + 1;
		return;
	}
	/* a rest-of-line comment or a newline: continue on the next line */
	while (i < w->n && w->s[i] != '\n')
		i++;
	if (i < w->n) {
		st->newlines++;
		i++;
	}
	st->next = i;
}

/* Blanks, and block comments, which gas's scrubber turns into blanks. */
static size_t skip_ws(const struct rw *w, size_t i, size_t end)
{
	for (;;) {
		while (i < end && is_space(at(w, i)))
			i++;
		if (i + 1 < end && at(w, i) == '/' && at(w, i + 1) == '*') {
			size_t nl = 0;

			skip_block_comment(w, &i, &nl);
			if (i > end)
				i = end;
			continue;
		}
		return i;
	}
}

/* Whether the gas view of s[i..end) has "%S" at i, with its GCC length. */
static size_t pct_s_at(const struct rw *w, size_t i, size_t end, int name)
{
	if (at(w, i) != '%')
		return 0;
	if (!w->in->extended)
		return i + 1 < end && at(w, i + 1) == 'S' ? 2 : 0;
	if (i + 2 < end && at(w, i + 1) == '%' && at(w, i + 2) == 'S')
		return 3;
	/* a bare %S that GCC would reject, but not %S<n>, an operand */
	if (i + 1 < end && at(w, i + 1) == 'S' &&
	    !(i + 2 < end && is_digit(at(w, i + 2))) &&
	    (name || !(i + 2 < end && is_ident(at(w, i + 2)))))
		return 2;
	return 0;
}

/*
 * A section name as gas reads it.  gas ends an unquoted name at
 * "\n\t,; " (its scrubber has already removed comments and turned other
 * white space into blanks), and substitutes %S only in unquoted names.
 */
struct name {
	size_t start, end;	/* the token, quotes included */
	int quoted;
	int bad;		/* missing or unterminated */
	int computed;		/* contains an operand: unknown at compile time */
	int has_subst;		/* gas would substitute %S */
	int quoted_pct_s;	/* %S inside quotes, which gas keeps */
	char *gas;		/* the name gas sees; NULL if computed or bad */
};

static int hex_value(int c)
{
	if (is_digit(c))
		return c - '0';
	c = lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* One backslash escape of a quoted string, as gas's next_char_of_string
   decodes it; *i is at the backslash and moves past the escape. */
static int decode_escape(const struct rw *w, size_t *i, size_t end)
{
	size_t j = *i + 1;
	int c = at(w, j), v = 0, k;

	switch (c) {
	case 'b': v = '\b'; j++; break;
	case 'f': v = '\f'; j++; break;
	case 'n': v = '\n'; j++; break;
	case 'r': v = '\r'; j++; break;
	case 't': v = '\t'; j++; break;
	case 'x':
	case 'X':
		/* any number of digits; the byte is the low eight bits */
		for (j++; j < end && hex_value(at(w, j)) >= 0; j++)
			v = (v * 16 + hex_value(at(w, j))) & 0xff;
		break;
	default:
		if (c >= '0' && c <= '7') {
			for (k = 0; k < 3 && j < end && at(w, j) >= '0' &&
			     at(w, j) <= '7'; k++, j++)
				v = v * 8 + at(w, j) - '0';
		} else {
			v = c;	/* \\, \" and unknown escapes: the character */
			j++;
		}
	}
	*i = j;
	return v & 0xff;
}

static void parse_name(struct rw *w, size_t i, size_t end, struct name *nm)
{
	struct buf b = { 0 };
	const char *pct;

	memset(nm, 0, sizeof(*nm));
	nm->start = i;
	if (at(w, i) == '"') {
		nm->quoted = 1;
		i++;
		while (i < end && w->s[i] != '"') {
			int c = (unsigned char)w->s[i];

			if (c == '\\' && i + 1 < end) {
				buf_ch(&b, (char)decode_escape(w, &i, end));
				continue;
			}
			if (w->in->extended && c == '%') {
				if (at(w, i + 1) == '%') {
					buf_ch(&b, '%');
					i += 2;
					continue;
				}
				if (!pct_s_at(w, i, end, 1))
					nm->computed = 1;
			}
			if (pct_s_at(w, i, end, 1))
				nm->quoted_pct_s = 1;
			buf_ch(&b, (char)c);
			i++;
		}
		if (i >= end) {
			nm->bad = 1;
			nm->end = end;
			free(b.p);
			return;
		}
		nm->end = i + 1;
	} else {
		while (i < end) {
			int c = (unsigned char)w->s[i];
			size_t k;

			if (c == '/' && at(w, i + 1) == '*') {
				size_t j = i, nl = 0;

				/* one that ends the name ends it for every
				   gas; inside a name, binutils 2.40 drops it
				   on x86 (a/ *c* /b is "ab") while 2.44 reads
				   a blank and rejects the rest: unknown */
				skip_block_comment(w, &j, &nl);
				if (j >= end || strchr(",;\n", at(w, j)) ||
				    is_space(at(w, j)) || starts_comment(w, j))
					break;
				nm->bad = 1;
				i = j;
				continue;
			}
			if (c == ',' || c == ';' || c == '\n' || is_space(c) ||
			    starts_comment(w, i))
				break;
			k = pct_s_at(w, i, end, 1);
			if (k) {
				buf_add(&b, "%S", 2);
				i += k;
			} else if (w->in->extended && c == '%') {
				if (at(w, i + 1) == '%')
					buf_ch(&b, '%');
				else
					nm->computed = 1;
				i += i + 1 < end ? 2 : 1;
			} else {
				buf_ch(&b, (char)c);
				i++;
			}
		}
		nm->end = i;
		if (nm->end == nm->start)
			nm->bad = 1;
	}
	if (b.oom) {
		w->oom = 1;
		free(b.p);
		return;
	}
	/* GCC's templates are C strings; a NUL here is no name gas reads */
	if (memchr(w->s + nm->start, '\0', nm->end - nm->start) ||
	    (b.p && strlen(b.p) != b.len))
		nm->bad = 1;
	/* a %S left in a name that cannot be read is still a wrong name */
	if (b.p && !nm->quoted) {
		pct = strchr(b.p, '%');
		nm->has_subst = pct && pct[1] == 'S';
	}
	if (nm->bad || nm->computed) {
		free(b.p);
		return;
	}
	nm->gas = buf_take(w, &b);
}

/* gas's loop: replace the first '%' while it is followed by 'S'.  *loops
   is 1 when it would not end, 2 when the name outgrows SS_NAME_MAX. */
static char *gas_subst(struct rw *w, const char *name, const char *cur,
		       int *loops)
{
	char *s = dup_n(w, name, strlen(name));
	int round;

	for (round = 0; s; round++) {
		char *pct = strchr(s, '%');
		struct buf b = { 0 };

		if (!pct || pct[1] != 'S')
			return s;
		if (round == SUBST_MAX_ROUNDS) {
			*loops = 1;
			free(s);
			return NULL;
		}
		if (strlen(s) + strlen(cur) > SS_NAME_MAX) {
			*loops = 2;
			free(s);
			return NULL;
		}
		buf_add(&b, s, (size_t)(pct - s));
		buf_str(&b, cur);
		buf_str(&b, pct + 2);
		free(s);
		s = buf_take(w, &b);
	}
	return NULL;
}

static int is_table(const struct rw *w, const char *name)
{
	size_t i;

	for (i = 0; i < w->cfg->ntables; i++)
		if (strcmp(w->cfg->tables[i], name) == 0)
			return 1;
	return 0;
}

/* Write a name for the template, quoting where gas would cut it, and with
   GCC's escapes in extended asm. */
static char *format_name(struct rw *w, const char *name, int quoted)
{
	int braces = w->in->extended && w->syn->dialect_braces;
	struct buf b = { 0 };
	const unsigned char *p;

	for (p = (const unsigned char *)name; *p && !quoted; p++)
		if (strchr(" \t\r\n\f\v,;\"\\", *p) || *p < 0x20 ||
		    *p == 0x7f ||
		    (w->clen && strncmp((const char *)p, w->syn->comment,
					w->clen) == 0) ||
		    (p[0] == '/' && p[1] == '*'))
			quoted = 1;
	if (quoted)
		buf_ch(&b, '"');
	for (p = (const unsigned char *)name; *p; p++) {
		if (quoted && (*p < 0x20 || *p == 0x7f)) {
			char oct[5];

			snprintf(oct, sizeof(oct), "\\%03o", *p);
			buf_str(&b, oct);
			continue;
		}
		if (quoted && (*p == '"' || *p == '\\'))
			buf_ch(&b, '\\');
		if ((w->in->extended && *p == '%') ||
		    (braces && strchr("{|}", *p)))
			buf_ch(&b, '%');
		buf_ch(&b, (char)*p);
	}
	if (quoted)
		buf_ch(&b, '"');
	return buf_take(w, &b);
}

enum dir {
	D_NONE, D_SECTION, D_PUSH, D_POP, D_PREVIOUS, D_SUBSECTION, D_SIMPLE,
	D_STRUCT, D_ATTACH, D_OPEN, D_CLOSE
};

static const struct {
	const char *name;
	enum dir dir;
} directives[] = {
	{ "section", D_SECTION }, { "section.s", D_SECTION },
	{ "sect", D_SECTION }, { "sect.s", D_SECTION },
	{ "pushsection", D_PUSH }, { "popsection", D_POP },
	{ "previous", D_PREVIOUS }, { "subsection", D_SUBSECTION },
	{ "text", D_SIMPLE }, { "data", D_SIMPLE }, { "bss", D_SIMPLE },
	{ "struct", D_STRUCT }, { "offset", D_STRUCT },
	{ "attach_to_group", D_ATTACH },
	{ "macro", D_OPEN }, { "rept", D_OPEN }, { "irp", D_OPEN },
	{ "irpc", D_OPEN }, { "endm", D_CLOSE }, { "endmacro", D_CLOSE },
	{ "endr", D_CLOSE }, { "endif", D_CLOSE },
};

static enum dir classify(const struct rw *w, size_t p, size_t q)
{
	size_t i, k, len = q - p;

	for (i = 0; i < sizeof(directives) / sizeof(directives[0]); i++) {
		const char *d = directives[i].name;

		if (strlen(d) != len)
			continue;
		for (k = 0; k < len && lower(at(w, p + k)) == d[k]; k++)
			;
		if (k == len)
			return directives[i].dir;
	}
	/* .if, .ifdef, .ifc, .ifeqs, ...: gas's conditionals */
	if (len >= 2 && lower(at(w, p)) == 'i' && lower(at(w, p + 1)) == 'f')
		return D_OPEN;
	return D_NONE;
}

static void set_section(struct rw *w, const char *name, int push)
{
	if (w->lost)
		return;
	if (push) {
		if (GROW(w, w->stack, w->depth, w->stack_cap))
			return;
		w->stack[w->depth].cur = w->cur;
		w->stack[w->depth].prev = w->prev;
		w->depth++;
	}
	w->prev = w->cur;
	w->cur = name;
}

static void lose_state(struct rw *w)
{
	w->lost = 1;
	w->cur = w->prev = NULL;
	w->depth = 0;
}

/*
 * The operands after a section name, as obj_elf_section reads them:
 * [, subsection] (.pushsection only), "flags", @type, [entsize if M],
 * [group if G [, comdat]], [unique, id].
 */
struct operands {
	int understood;		/* nothing here we could not follow */
	size_t flags_at;	/* where a missing flags operand would go */
	int has_flags;
	size_t flags_start, flags_end;	/* the flags, inside the quotes */
	size_t type_end;	/* end of @type; 0 if absent */
	struct name group;	/* if the flags have G */
	int has_group;
	size_t last;		/* end of the last operand read */
};

static int flags_have(const struct rw *w, const struct operands *o, char f)
{
	size_t q;

	for (q = o->flags_start; o->has_flags && q < o->flags_end; q++)
		if (at(w, q) == f)
			return 1;
	return 0;
}

/* Moves *i to the next operand, past the comma: 1 there is one, 0 the
   statement ends here, -1 something else follows. */
static int next_operand(const struct rw *w, const struct stmt *st, size_t *i)
{
	size_t j = skip_ws(w, *i, st->end);

	if (j >= st->end)
		return 0;
	if (at(w, j) != ',')
		return -1;
	*i = skip_ws(w, j + 1, st->end);
	return *i < st->end ? 1 : -1;	/* a dangling comma is no operand */
}

static void parse_operands(struct rw *w, const struct name *nm, int push,
			   const struct stmt *st, struct operands *o)
{
	size_t i = nm->end, q;
	int more;

	memset(o, 0, sizeof(*o));
	o->flags_at = o->last = nm->end;
	more = next_operand(w, st, &i);
	if (more > 0 && push && is_digit(at(w, i))) {
		while (i < st->end && at(w, i) != ',')
			i++;
		o->flags_at = o->last = i;
		more = next_operand(w, st, &i);
	}
	o->understood = more == 0;
	if (more <= 0 || at(w, i) != '"')
		return;
	for (q = i + 1; q < st->end && at(w, q) != '"'; q++)
		;
	if (q >= st->end)
		return;
	o->has_flags = 1;
	o->flags_start = i + 1;
	o->flags_end = q;
	o->last = i = q + 1;
	more = next_operand(w, st, &i);
	o->understood = more == 0;
	if (more <= 0 || (at(w, i) != '@' && at(w, i) != '%'))
		return;
	/* @type, %type (%%type in extended asm) */
	i += w->in->extended && at(w, i) == '%' && i + 1 < st->end &&
	     at(w, i + 1) == '%' ? 2 : 1;
	while (i < st->end && is_ident(at(w, i)))
		i++;
	o->type_end = o->last = i;
	if (flags_have(w, o, 'M')) {
		if (next_operand(w, st, &i) <= 0)
			return;
		while (i < st->end && at(w, i) != ',')
			i++;
		o->last = i;
	}
	if (flags_have(w, o, 'G')) {
		if (next_operand(w, st, &i) <= 0)
			return;
		parse_name(w, i, st->end, &o->group);
		o->has_group = !o->group.bad;
		if (!o->has_group)
			return;
		o->last = o->group.end;
	}
	/* the rest (comdat, unique ids) is kept as written */
	o->understood = 1;
}

/* A name after gas's %S loop, or after <table><section>; NULL with a
   problem recorded when gas would not get there. */
static char *new_name(struct rw *w, const struct name *nm, int table,
		      const struct stmt *st, size_t line)
{
	struct buf b = { 0 };
	char *name;
	int loops = 0;

	if (!table) {
		name = gas_subst(w, nm->gas, w->cur, &loops);
	} else if (strlen(nm->gas) + strlen(w->cur) > SS_NAME_MAX) {
		name = NULL;
		loops = 2;
	} else {
		buf_str(&b, nm->gas);
		buf_str(&b, w->cur);
		name = buf_take(w, &b);
	}
	if (loops)
		problem(w, loops == 1 ? SS_DIAG_SUBST_LOOP :
			SS_DIAG_NAME_TOO_LONG, 1, line, st->start, st->end);
	return name;
}

static void add_rename(struct rw *w, const char *old, const char *new,
		       const struct stmt *st, size_t line)
{
	unsigned long id = w->in->label_base + (unsigned long)w->nids++;
	struct ss_rename *r;
	char num[24];
	struct buf b = { 0 };

	if (GROW(w, w->res->renames, w->res->nrenames, w->renames_cap))
		return;
	r = &w->res->renames[w->res->nrenames++];
	memset(r, 0, sizeof(*r));
	r->line = line;
	r->old_name = dup_n(w, old, strlen(old));
	r->new_name = dup_n(w, new, strlen(new));
	if (!w->cfg->refs)
		return;
	snprintf(num, sizeof(num), "%lu", id);
	buf_str(&b, w->cfg->label_prefix);
	buf_str(&b, num);
	r->label = buf_take(w, &b);
	if (!r->label || GROW(w, w->labels, w->nlabels, w->labels_cap))
		return;
	w->labels[w->nlabels++] = dup_n(w, r->label, strlen(r->label));
	memset(&b, 0, sizeof(b));
	buf_ch(&b, '\n');
	buf_str(&b, r->label);
	buf_ch(&b, ':');
	edit(w, st->end, st->end, buf_take(w, &b));
}

/*
 * Unique naming: the piece keeps the table's name and becomes a section of
 * its own through ",unique,<id>" (binutils 2.35), after "flags",@type.
 */
static int add_unique(struct rw *w, const struct operands *o,
		      const struct stmt *st)
{
	unsigned long id = w->in->label_base + (unsigned long)w->nids;
	char tail[48];

	if (!o->has_flags || o->has_group || flags_have(w, o, 'M') ||
	    flags_have(w, o, 'o') || skip_ws(w, o->last, st->end) < st->end)
		return -1;
	if (o->type_end)
		snprintf(tail, sizeof(tail), ",unique,%lu", id);
	else
		snprintf(tail, sizeof(tail), ",%sprogbits,unique,%lu",
			 w->in->extended ? "%%" : "%", id);
	edit(w, o->last, o->last, dup_n(w, tail, strlen(tail)));
	return 0;
}

static void section_directive(struct rw *w, const struct stmt *st, size_t i,
			      int push, size_t line)
{
	struct name nm;
	struct operands o;
	const char *state_name = NULL;
	char *newname = NULL, *group = NULL, *shown_name = NULL;
	size_t problems = w->nprobs;
	int table, unique, needs;

	parse_name(w, skip_ws(w, i, st->end), st->end, &nm);
	if (w->oom)
		return;
	parse_operands(w, &nm, push, st, &o);
	if (nm.quoted_pct_s) {
		problem(w, SS_DIAG_PCT_S_QUOTED, 0, line, st->start, st->end);
		w->res->relevant = 1;
	}
	if (nm.has_subst || (o.has_group && o.group.has_subst))
		w->pct_s_in_name = 1;
	table = !nm.has_subst && nm.gas && is_table(w, nm.gas);
	unique = table && w->cfg->naming == SS_NAMING_UNIQUE;
	needs = nm.has_subst || table || (o.has_group && o.group.has_subst);
	if (needs)
		w->res->relevant = 1;
	if (w->block_depth) {
		w->block_sections = 1;
		if (needs)
			problem(w, SS_DIAG_IN_BLOCK, 1, line, st->start,
				st->end);
		goto out;
	}
	if (nm.bad) {
		/* gas rejects it too, or gas versions read it differently;
		   say why nothing here is rewritten */
		w->res->relevant = 1;
		problem(w, SS_DIAG_BAD_NAME, 1, line, st->start, st->end);
		goto track;
	}
	if (!needs) {
		state_name = nm.gas ? pooled(w, nm.gas) : NULL;
		nm.gas = NULL;
		goto track;
	}
	if (w->lost || !w->cur) {
		problem(w, SS_DIAG_UNKNOWN_SECTION, 1, line, st->start,
			st->end);
		goto track;
	}
	if (nm.has_subst || table) {
		newname = unique ? dup_n(w, nm.gas, strlen(nm.gas))
				 : new_name(w, &nm, table, st, line);
		if (!newname)
			goto track;
		if (!unique)
			edit(w, nm.start, nm.end,
			     format_name(w, newname, nm.quoted));
	}
	if (newname && w->in->comdat && !flags_have(w, &o, 'G') &&
	    !flags_have(w, &o, '?')) {
		/* join the group of the section we push from, gas's '?' */
		if (!o.understood)
			problem(w, SS_DIAG_BAD_FLAGS, 1, line, st->start,
				st->end);
		else if (o.has_flags)
			edit(w, o.flags_end, o.flags_end, dup_n(w, "?", 1));
		else
			edit(w, o.flags_at, o.flags_at, dup_n(w, ",\"?\"", 4));
	}
	if (o.has_group && o.group.has_subst) {
		/* gas substitutes %S in the group name as well */
		group = new_name(w, &o.group, 0, st, line);
		if (group)
			edit(w, o.group.start, o.group.end,
			     format_name(w, group, o.group.quoted));
	}
	if (unique && (!o.understood || add_unique(w, &o, st)))
		problem(w, SS_DIAG_BAD_UNIQUE, 1, line, st->start, st->end);
	if (newname && w->nprobs == problems) {
		if (unique) {
			char shown[48];
			struct buf b = { 0 };

			snprintf(shown, sizeof(shown), ",unique,%lu",
				 w->in->label_base + (unsigned long)w->nids);
			buf_str(&b, newname);
			buf_str(&b, shown);
			shown_name = buf_take(w, &b);
		}
		add_rename(w, nm.gas, shown_name ? shown_name : newname, st,
			   line);
	}
	state_name = newname ? pooled(w, newname) : NULL;
	newname = NULL;
	if (!state_name && nm.gas) {
		state_name = pooled(w, nm.gas);
		nm.gas = NULL;
	}
track:
	set_section(w, state_name, push);
out:
	free(newname);
	free(group);
	free(shown_name);
	free(nm.gas);
	free(o.group.gas);
}

/* .attach_to_group <group>: gas substitutes %S in that name too. */
static void attach_directive(struct rw *w, const struct stmt *st, size_t i,
			     size_t line)
{
	struct name nm;
	char *group;

	parse_name(w, skip_ws(w, i, st->end), st->end, &nm);
	if (!nm.has_subst)
		goto out;
	w->res->relevant = 1;
	w->pct_s_in_name = 1;
	if (w->block_depth)
		problem(w, SS_DIAG_IN_BLOCK, 1, line, st->start, st->end);
	else if (w->lost || !w->cur)
		problem(w, SS_DIAG_UNKNOWN_SECTION, 1, line, st->start,
			st->end);
	else if ((group = new_name(w, &nm, 0, st, line))) {
		edit(w, nm.start, nm.end, format_name(w, group, nm.quoted));
		free(group);
	}
out:
	free(nm.gas);
}

static void simple_directive(struct rw *w, size_t p, size_t q)
{
	char name[8];
	size_t k, len = q - p;

	name[0] = '.';
	for (k = 0; k < len && k + 2 < sizeof(name); k++)
		name[k + 1] = (char)lower(at(w, p + k));
	name[k + 1] = '\0';
	set_section(w, pooled(w, dup_n(w, name, k + 1)), 0);
}

/* %S outside any section name: gas keeps it, and so do we. */
static void check_stray_pct_s(struct rw *w, const struct stmt *st,
			      size_t line)
{
	size_t i = st->start;
	int in_str = 0;

	while (i < st->end) {
		int c = at(w, i);

		if (in_str) {
			if (c == '\\')
				i++;
			else if (c == '"')
				in_str = 0;
			i++;
		} else if (c == '"') {
			in_str = 1;
			i++;
		} else if (c == '/' && at(w, i + 1) == '*') {
			size_t nl = 0;

			skip_block_comment(w, &i, &nl);
		} else if (pct_s_at(w, i, st->end, 0)) {
			problem(w, SS_DIAG_PCT_S_OUTSIDE, 0, line, st->start,
				st->end);
			w->res->relevant = 1;
			return;
		} else if (w->in->extended && c == '%') {
			i += 2;
		} else {
			i++;
		}
	}
}

/*
 * Where the .reloc block goes.  At the start of the template by default: a
 * reference at the very end of a section trips gold.  But where the
 * assembler fills delay slots itself (MIPS in .set reorder), a .reloc, like
 * a label, stops it from moving an instruction into the next branch's slot,
 * and would change the code: there the block goes just before the first
 * label the function's own section has in the template, where gas stops
 * anyway, or, without one, after the template's last statement.
 */
static void note_label(struct rw *w, const struct stmt *st)
{
	if (w->syn->label_barrier && !w->reloc_placed && !w->block_depth &&
	    !w->depth && !w->lost && w->cur && w->start &&
	    strcmp(w->cur, w->start) == 0) {
		w->reloc_at = st->start;
		w->reloc_placed = 1;
	}
}

/*
 * One statement, or its first part: returns where a further statement
 * starts inside [st->start, st->end), or st->end.  gas's .previous and
 * .popsection read nothing after their name, and gas goes on to read what
 * follows on the line as a statement of its own: PowerPC's EX_TABLE ends
 * in ".previous" with no separator, so the kernel's WARN_ENTRY gives
 * ".previous .section __bug_table,...".
 */
static size_t statement_part(struct rw *w, struct stmt *st, size_t line,
			     int line_start)
{
	size_t p = skip_ws(w, st->start, st->end), q, rest = st->end;
	enum dir d;

	/* '#' opens a line comment at the start of a line on every target */
	if (line_start && at(w, p) == '#')
		return rest;
	for (;;) {	/* labels */
		q = p;
		while (q < st->end && is_ident(at(w, q)))
			q++;
		if (q > p && at(w, q) == ':') {
			p = skip_ws(w, q + 1, st->end);
			note_label(w, st);
		} else {
			break;
		}
	}
	d = D_NONE;
	if (at(w, p) == '.') {
		for (q = p + 1; q < st->end && is_ident(at(w, q)); q++)
			;
		d = classify(w, p + 1, q);
	}
	if (d == D_POP || d == D_PREVIOUS) {
		rest = skip_ws(w, q, st->end);
		st->end = q;
	}
	if (d != D_SECTION && d != D_PUSH && d != D_ATTACH)
		check_stray_pct_s(w, st, line);
	switch (d) {
	case D_SECTION:
	case D_PUSH:
		section_directive(w, st, q, d == D_PUSH, line);
		break;
	case D_POP:
	case D_PREVIOUS:
	case D_SUBSECTION:
	case D_SIMPLE:
	case D_STRUCT:
		if (w->block_depth) {
			w->block_sections = 1;
		} else if (d == D_STRUCT) {
			/* gas's absolute section; .previous is left alone */
			if (!w->lost)
				w->cur = "*ABS*";
		} else if (d == D_SIMPLE) {
			simple_directive(w, p + 1, q);
		} else if (d == D_SUBSECTION) {
			if (!w->lost)
				w->prev = w->cur;
		} else if (d == D_PREVIOUS) {
			const char *t = w->cur;

			w->cur = w->prev;
			w->prev = t;
		} else if (w->lost) {
			/* nothing left to pop into */
		} else if (!w->depth) {
			problem(w, SS_DIAG_POP_UNDERFLOW, 1, line, st->start,
				st->end);
			lose_state(w);
		} else {
			w->depth--;
			w->cur = w->stack[w->depth].cur;
			w->prev = w->stack[w->depth].prev;
		}
		break;
	case D_ATTACH:
		attach_directive(w, st, q, line);
		break;
	case D_OPEN:
		w->block_depth++;
		break;
	case D_CLOSE:
		if (w->block_depth && --w->block_depth == 0 &&
		    w->block_sections) {
			w->block_sections = 0;
			lose_state(w);
		}
		break;
	default:
		break;
	}
	return rest;
}

static void statement(struct rw *w, const struct stmt *st, size_t line,
		      int line_start)
{
	struct stmt part = *st;

	while ((part.start = statement_part(w, &part, line, line_start)) <
	       st->end) {
		part.end = st->end;
		line_start = 0;
	}
}

static char *shorten(struct rw *w, size_t start, size_t end)
{
	size_t n;

	while (start < end && is_space(at(w, start)))
		start++;
	while (end > start && is_space(at(w, end - 1)))
		end--;
	n = end - start;
	if (n > STMT_SHOWN) {
		struct buf b = { 0 };

		buf_add(&b, w->s + start, STMT_SHOWN);
		buf_str(&b, "...");
		return buf_take(w, &b);
	}
	return dup_n(w, w->s + start, n);
}

static void report(struct rw *w, int blocked)
{
	size_t i;
	int seen_blocking = 0;

	w->res->diags = calloc(w->nprobs ? w->nprobs : 1,
			       sizeof(*w->res->diags));
	if (!w->res->diags) {
		w->oom = 1;
		return;
	}
	for (i = 0; i < w->nprobs; i++) {
		const struct problem *p = &w->probs[i];
		struct ss_diag *d;

		/* the first blocking problem is the cause; later ones follow
		   from it */
		if (p->blocking && seen_blocking++)
			continue;
		d = &w->res->diags[w->res->ndiags++];

		d->code = p->code;
		d->blocking = p->blocking;
		d->line = p->line;
		/* an unquoted %S left in a section name makes a wrong name */
		d->severity = blocked && p->blocking && w->pct_s_in_name ?
			SS_ERROR : SS_WARNING;
		d->stmt = shorten(w, p->start, p->end);
	}
}

static void apply(struct rw *w)
{
	struct buf b = { 0 };
	struct buf relocs = { 0 };
	size_t i, k, pos = 0;

	if (w->nlabels && w->syn->label_barrier && !w->reloc_placed) {
		/* no label: after the last statement, where only another
		   asm's leading branch could have used our last insn */
		w->reloc_at = w->n;
		if (w->n && w->s[w->n - 1] != '\n')
			buf_ch(&relocs, '\n');
	}
	for (i = 0; i < w->nlabels; i++) {
		buf_str(&relocs, "\t.reloc\t., BFD_RELOC_NONE, ");
		buf_str(&relocs, w->labels[i]);
		buf_ch(&relocs, '\n');
	}
	if (w->nlabels) {
		char *text = buf_take(w, &relocs);

		if (!text || GROW(w, w->edits, w->nedits, w->edits_cap)) {
			free(text);
			return;
		}
		for (k = 0; k < w->nedits && w->edits[k].start < w->reloc_at; k++)
			;
		memmove(w->edits + k + 1, w->edits + k,
			(w->nedits - k) * sizeof(*w->edits));
		w->edits[k].start = w->edits[k].end = w->reloc_at;
		w->edits[k].text = text;
		w->edits[k].len = strlen(text);
		w->nedits++;
	}
	for (i = 0; i < w->nedits; i++) {
		buf_add(&b, w->s + pos, w->edits[i].start - pos);
		buf_add(&b, w->edits[i].text, w->edits[i].len);
		pos = w->edits[i].end;
	}
	buf_add(&b, w->s + pos, w->n - pos);
	w->res->text = buf_take(w, &b);
	w->res->len = w->res->text ? b.len : 0;
	w->res->edits = w->edits;
	w->res->nedits = w->nedits;
	w->edits = NULL;
	w->nedits = 0;
}

static void drop_renames(struct ss_result *res)
{
	size_t i;

	for (i = 0; i < res->nrenames; i++) {
		free(res->renames[i].old_name);
		free(res->renames[i].new_name);
		free(res->renames[i].label);
	}
	free(res->renames);
	res->renames = NULL;
	res->nrenames = 0;
}

static void cleanup(struct rw *w)
{
	size_t i;

	for (i = 0; i < w->npool; i++)
		free(w->pool[i]);
	for (i = 0; i < w->nedits; i++)
		free(w->edits[i].text);
	for (i = 0; i < w->nlabels; i++)
		free(w->labels[i]);
	free(w->pool);
	free(w->edits);
	free(w->labels);
	free(w->stack);
	free(w->probs);
}

/*
 * GCC writes its section names unquoted; what gas makes of them is the name
 * %S stands for: a block comment vanishes, a comment or a blank ends it.
 * An empty name would make a table its own rename: unknown.
 */
static const char *start_section(struct rw *w, const char *name)
{
	struct buf b = { 0 };
	const char *p = name;

	while (p && *p && !strchr(" \t\n,;", *p) &&
	       !(w->clen && !strncmp(p, w->syn->comment, w->clen))) {
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
			continue;
		}
		buf_ch(&b, *p++);
	}
	if (!b.len) {
		free(b.p);
		return NULL;
	}
	return pooled(w, buf_take(w, &b));
}

/*
 * Most templates have nothing for us: no %S and no section directive.  A
 * scan for both is much cheaper than reading the template the way gas
 * does, and this runs on every asm of every unit.
 */
static int may_concern_us(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i + 1 < n; i++) {
		if (s[i] == '%' && s[i + 1] == 'S')
			return 1;
		if (i + 3 < n && lower(s[i]) == 's' && lower(s[i + 1]) == 'e' &&
		    lower(s[i + 2]) == 'c' && lower(s[i + 3]) == 't')
			return 1;
	}
	return 0;
}

int ss_rewrite(const struct ss_asm *in, const struct ss_syntax *syn,
	       const struct ss_config *cfg, struct ss_result *res)
{
	struct rw w;
	struct stmt st;
	size_t p = 0, line = 1, i;
	int line_start = 1, blocked = 0;

	memset(res, 0, sizeof(*res));
	if (!may_concern_us(in->text, in->len))
		return 0;
	memset(&w, 0, sizeof(w));
	w.in = in;
	w.syn = syn;
	w.cfg = cfg;
	w.res = res;
	w.s = in->text;
	w.n = in->len;
	w.clen = syn->comment ? strlen(syn->comment) : 0;
	w.start = w.cur = start_section(&w, in->section);

	while (p < w.n && !w.oom) {
		next_stmt(&w, p, &st);
		statement(&w, &st, line, line_start);
		line_start = st.next > 0 && w.s[st.next - 1] == '\n';
		line += st.newlines;
		p = st.next;
	}
	if (!w.oom && w.nedits && w.dialect)
		problem(&w, SS_DIAG_DIALECT, 1, 1, 0, w.n);
	else if (!w.oom && w.nedits &&
		 (w.lost || w.depth || w.block_depth || !w.cur ||
		  !w.start || strcmp(w.cur, w.start) != 0))
		problem(&w, SS_DIAG_UNBALANCED, 1, line, 0, w.n);
	for (i = 0; i < w.nprobs; i++)
		blocked |= w.probs[i].blocking;
	if (!w.oom && res->relevant)
		report(&w, blocked);
	if (!w.oom && !blocked && w.nedits)
		apply(&w);
	if (blocked) {
		drop_renames(res);
	} else {
		res->labels_used = w.nids;
	}
	cleanup(&w);
	if (w.oom) {
		ss_result_free(res);
		return -1;
	}
	return 0;
}

void ss_result_free(struct ss_result *res)
{
	size_t i;

	drop_renames(res);
	for (i = 0; i < res->ndiags; i++)
		free(res->diags[i].stmt);
	for (i = 0; i < res->nedits; i++)
		free(res->edits[i].text);
	free(res->diags);
	free(res->edits);
	free(res->text);
	memset(res, 0, sizeof(*res));
}

const char *ss_diag_message(enum ss_diag_code code)
{
	static const char *const msg[SS_DIAG_COUNT] = {
		[SS_DIAG_PCT_S_OUTSIDE] =
			"%S outside a section name is left as written",
		[SS_DIAG_PCT_S_QUOTED] =
			"%S inside a quoted section name is not substituted "
			"(GNU as does not substitute it either)",
		[SS_DIAG_UNKNOWN_SECTION] =
			"the current section is not known at this directive",
		[SS_DIAG_UNBALANCED] =
			"the asm does not end in the section it started in "
			"(a push without a pop, or a .section without "
			".previous)",
		[SS_DIAG_POP_UNDERFLOW] =
			".popsection without a .pushsection in the same asm",
		[SS_DIAG_IN_BLOCK] =
			"section directive inside a .macro, .rept, .irp or .if "
			"block",
		[SS_DIAG_BAD_NAME] = "section name cannot be parsed",
		[SS_DIAG_BAD_FLAGS] =
			"cannot add the COMDAT group flag to this directive",
		[SS_DIAG_SUBST_LOOP] =
			"%S substitution does not terminate (the section name "
			"contains %S)",
		[SS_DIAG_BAD_UNIQUE] =
			"cannot make this table directive a unique section "
			"(it needs a flags string, and no M, G or o flag)",
		[SS_DIAG_NAME_TOO_LONG] =
			"section name would grow beyond 65536 bytes",
		[SS_DIAG_DIALECT] =
			"asm with {a|b} dialect alternatives is not rewritten",
	};

	return code < SS_DIAG_COUNT ? msg[code] : "unknown diagnostic";
}
