// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The rewrite rules, in four stages over one reading of the template
 * (see include/sectsubst/rewrite.h for what they do):
 *
 *  1. The lexer reads the template the way GNU as reads it: statements,
 *     split at newlines, ';', the target's comments and after .previous
 *     and .popsection, each a list of tokens (blanks, block comments,
 *     strings, GCC's %-escapes, %S, symbols, punctuation), each with its
 *     line; it marks '#' line comments.  It is the only code that looks at
 *     the template's characters; everything after it reads tokens.
 *  2. The parser makes each statement a directive: its kind, the section
 *     name and operands as gas reads them, where they are in the text.
 *  3. The section state machine follows the section stack that .section,
 *     .pushsection, .popsection, .previous and friends build, and gas's
 *     conditionals where their expressions are literal numbers.  A pure
 *     decision on that state turns each section directive into an action:
 *     rename, unique, add '?', or a diagnostic, and the section gas is in
 *     after it.  It writes nothing.
 *  4. The emitter turns the actions into edits, labels and the .reloc
 *     block, one function per directive, and makes the result.
 */
#include "sectsubst/rewrite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * gas stops a %S loop only when no "%S" is left; a name that keeps growing
 * means the current section name itself contains "%S".
 */
#define SUBST_MAX_ROUNDS 64
#define STMT_SHOWN 72

/* The kernel's ARRAY_SIZE: the core is plain C99, without kernel headers. */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

const char *const ss_default_tables[] = {
#define SS_TABLE(name) name,
#include "sectsubst/tables.def"
#undef SS_TABLE
};

const size_t ss_ndefault_tables = ARRAY_SIZE(ss_default_tables);

static const struct {
	const char *name, *message;
	int blocking;
} diag_info[SS_DIAG_COUNT] = {
#define SS_DIAG(code, blocks, text) \
	{ .name = #code, .message = text, .blocking = blocks },
#include "sectsubst/diags.def"
#undef SS_DIAG
};

const char *ss_diag_message(enum ss_diag_code code)
{
	return code < SS_DIAG_COUNT ? diag_info[code].message :
				      "unknown diagnostic";
}

const char *ss_diag_name(enum ss_diag_code code)
{
	return code < SS_DIAG_COUNT ? diag_info[code].name : "UNKNOWN";
}

/* --- memory: every allocation succeeds or ends in the oom hook --------- */

static void default_oom(void)
{
	abort();
}

static struct ss_alloc_hooks alloc_hooks = {
	.realloc_fn = realloc,
	.oom = default_oom,
};

void ss_set_alloc_hooks(const struct ss_alloc_hooks *hooks)
{
	alloc_hooks.realloc_fn = hooks && hooks->realloc_fn ? hooks->realloc_fn
							    : realloc;
	alloc_hooks.oom = hooks && hooks->oom ? hooks->oom : default_oom;
}

static void *xrealloc(void *p, size_t n)
{
	void *q = alloc_hooks.realloc_fn(p, n ? n : 1);

	if (!q) {
		alloc_hooks.oom();
		abort();	/* an oom hook that returned */
	}
	return q;
}

/* Room for want elements of elt bytes in *p, which holds *cap. */
static void *grow(void *p, size_t *cap, size_t want, size_t elt)
{
	size_t ncap = *cap ? *cap : 8;

	if (want <= *cap)
		return p;
	while (ncap < want)
		ncap *= 2;
	*cap = ncap;
	return xrealloc(p, ncap * elt);
}

/* A growable string, always NUL-terminated once written to. */
struct buf {
	char *p;
	size_t len, cap;
};

static void buf_add(struct buf *b, const char *s, size_t n)
{
	b->p = grow(b->p, &b->cap, b->len + n + 1, 1);
	if (n)
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

static char *buf_take(struct buf *b)
{
	char *p;

	if (!b->p)
		buf_add(b, "", 0);
	p = b->p;
	memset(b, 0, sizeof(*b));
	return p;
}

static char *dup_n(const char *s, size_t n)
{
	struct buf b = { 0 };

	buf_add(&b, s, n);
	return buf_take(&b);
}

static char *dup_s(const char *s)
{
	return dup_n(s, strlen(s));
}

/* Owned strings that live until the end of one rewrite. */
struct pool {
	char **p;
	size_t n, cap;
};

static const char *pooled(struct pool *pool, char *s)
{
	pool->p = grow(pool->p, &pool->cap, pool->n + 1, sizeof(*pool->p));
	pool->p[pool->n++] = s;
	return s;
}

static void pool_free(struct pool *pool)
{
	size_t i;

	for (i = 0; i < pool->n; i++)
		free(pool->p[i]);
	free(pool->p);
}

static int is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int lower(int c)
{
	return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

/*
 * Where gas ends an unquoted section name (obj_elf_section_name after its
 * scrubber, binutils 2.40 and 2.44): at a blank, a newline, ',' or ';'.
 * '\f' and '\v', blanks elsewhere, stay in the name.  Every rule that
 * reads or writes an unquoted name asks this.
 */
static int ends_name(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' ||
	       c == ';';
}

/* Characters of gas symbols and directive names. */
static int is_ident(int c)
{
	return (lower(c) >= 'a' && lower(c) <= 'z') || is_digit(c) ||
	       c == '_' || c == '.' || c == '$';
}

/* --- 1. the lexer ------------------------------------------------------- */

enum tok_kind {
	TOK_BLANK,	/* blanks */
	TOK_COMMENT,	/* a block comment: a blank for gas's scrubber */
	TOK_STRING,	/* "...", with its backslash escapes */
	TOK_ESCAPE,	/* extended asm: GCC's %<char> (%% is a '%') */
	TOK_PCT_S,	/* %S as gas will see it */
	TOK_IDENT,	/* a run of symbol characters */
	TOK_PUNCT,	/* any other character */
};

struct tok {
	enum tok_kind kind;
	size_t start, end;
	int open;	/* TOK_STRING: no closing quote */
	int bare;	/* TOK_PCT_S: extended asm's bare %S (GCC rejects it) */
};

/* A statement: [first, last) of the tokens, [start, end) of the text. */
struct stmt {
	size_t start, end;
	size_t first, last;
	size_t line;		/* 1-based, of its start */
	/*
	 * a line comment: '#' at the start of a line opens one on every
	 * target
	 */
	int comment;
	int rest_of_line;	/* what follows a .previous or .popsection */
};

struct lexed {
	const char *s;
	size_t n;
	struct tok *toks;
	size_t ntoks, toks_cap;
	struct stmt *stmts;
	size_t nstmts, stmts_cap;
	size_t lines;		/* the line the template ends on */
	int dialect;		/* it has {a|b} dialect alternatives */
};

/*
 * The length of the %S that gas will see at s[i], or 0.  In basic asm "%S";
 * in extended asm GCC's "%%S", or a bare "%S" that is not an operand
 * ("%S0"): GCC would reject it, the plugin substitutes it in names.
 */
static size_t pct_s_len(const char *s, size_t i, size_t end, int extended)
{
	if (i + 1 >= end || s[i] != '%')
		return 0;
	if (!extended)
		return s[i + 1] == 'S' ? 2 : 0;
	if (i + 2 < end && s[i + 1] == '%' && s[i + 2] == 'S')
		return 3;
	if (s[i + 1] == 'S' && !(i + 2 < end && is_digit(s[i + 2])))
		return 2;
	return 0;
}

static int starts_line_comment(const char *s, size_t i, size_t n,
			       const char *comment, size_t clen)
{
	return clen && i + clen <= n && memcmp(s + i, comment, clen) == 0;
}

/*
 * The end of the string token whose quote is at s[i]: gas's string runs to
 * its closing quote across newlines, an escaped one or not ("unterminated
 * string; newline inserted"): what lies between is data, never a
 * statement.  *open: no closing quote.
 */
static size_t lex_string(const char *s, size_t i, size_t n, size_t *nl,
			 int *open)
{
	size_t j = i + 1;

	*open = 1;
	while (j < n) {
		if (s[j] == '"') {
			*open = 0;
			return j + 1;
		}
		if (s[j] == '\\' && j + 1 < n) {
			*nl += s[j + 1] == '\n';
			j += 2;
		} else {
			*nl += s[j++] == '\n';
		}
	}
	return j;
}

/*
 * The end of the character constant whose quote is at s[i]: gas's
 * scrubber reads 'c (or 'c', or '\c) as a character's number, whatever c
 * is, a quote or a newline too; in extended asm, c may be the first
 * character GCC prints for an escape (%% or an operand), which is no quote.
 */
static size_t lex_char(const struct ss_asm *in, size_t i, size_t *nl)
{
	const char *s = in->text;
	size_t n = in->len, j = i + 1;

	if (j < n && (s[j] == '\\' || (in->extended && s[j] == '%')))
		j++;
	if (j < n)
		*nl += s[j++] == '\n';
	if (j < n && s[j] == '\'')
		j++;
	return j;
}

/* The token at s[i], which is none of the separators. */
static struct tok lex_token(const struct ss_asm *in, size_t i, size_t *nl)
{
	const char *s = in->text;
	size_t n = in->len, j = i + 1, k;
	struct tok t = { .kind = TOK_PUNCT, .start = i };
	int c = (unsigned char)s[i];

	if (c == '"') {
		t.kind = TOK_STRING;
		j = lex_string(s, i, n, nl, &t.open);
	} else if (c == '\'') {
		j = lex_char(in, i, nl);
	} else if (pct_s_len(s, i, n, in->extended)) {
		k = pct_s_len(s, i, n, in->extended);
		t.kind = TOK_PCT_S;
		t.bare = in->extended && k == 2;
		j = i + k;
	} else if (in->extended && c == '%') {
		t.kind = TOK_ESCAPE;
		j = i + 1 < n && s[i + 1] != '\n' ? i + 2 : i + 1;
	} else if (c == '/' && i + 1 < n && s[i + 1] == '*') {
		t.kind = TOK_COMMENT;
		for (j = i + 2; j < n && !(s[j] == '*' && j + 1 < n &&
					   s[j + 1] == '/'); j++)
			*nl += s[j] == '\n';
		j = j < n ? j + 2 : n;
	} else if (is_space(c)) {
		t.kind = TOK_BLANK;
		while (j < n && is_space(s[j]))
			j++;
	} else if (is_ident(c)) {
		t.kind = TOK_IDENT;
		while (j < n && is_ident(s[j]))
			j++;
	}
	t.end = j;
	return t;
}

static int is_punct(const struct lexed *lx, size_t k, size_t last, int c)
{
	return k < last && lx->toks[k].kind == TOK_PUNCT &&
	       lx->s[lx->toks[k].start] == c;
}

/* Past blanks and block comments (gas's scrubber makes those blanks). */
static size_t skip_blank(const struct lexed *lx, size_t k, size_t last)
{
	while (k < last && (lx->toks[k].kind == TOK_BLANK ||
			    lx->toks[k].kind == TOK_COMMENT))
		k++;
	return k;
}

/* Whether token t is the directive name d (".PushSection" too). */
static int names(const struct lexed *lx, const struct tok *t, const char *d)
{
	const char *p = lx->s + t->start + 1;
	size_t k, len = t->end - t->start - 1;

	if (t->kind != TOK_IDENT || lx->s[t->start] != '.' || strlen(d) != len)
		return 0;
	for (k = 0; k < len && lower(p[k]) == d[k]; k++)
		;
	return k == len;
}

/*
 * The token after a statement's labels, where its directive or
 * instruction is; *labelled: it has labels.
 */
static size_t after_labels(const struct lexed *lx, const struct stmt *st,
			   int *labelled)
{
	size_t k = skip_blank(lx, st->first, st->last);

	*labelled = 0;
	while (k + 1 < st->last && lx->toks[k].kind == TOK_IDENT &&
	       is_punct(lx, k + 1, st->last, ':')) {
		k = skip_blank(lx, k + 2, st->last);
		*labelled = 1;
	}
	return k;
}

static void push_stmt(struct lexed *lx, const struct stmt *st)
{
	lx->stmts = grow(lx->stmts, &lx->stmts_cap, lx->nstmts + 1,
			 sizeof(*lx->stmts));
	lx->stmts[lx->nstmts++] = *st;
}

/*
 * gas's .previous and .popsection read nothing after their name, and gas
 * goes on to read what follows on the line as a statement of its own:
 * PowerPC's EX_TABLE ends in ".previous" with no separator, so the
 * kernel's WARN_ENTRY gives ".previous .section __bug_table,...".  Each
 * such part is a statement here, marked as the rest of a line, which gas
 * skips with the line's start.
 */
static void add_statement(struct lexed *lx, struct stmt st)
{
	size_t k, rest;
	int labelled;

	for (;;) {
		k = after_labels(lx, &st, &labelled);
		if (st.comment || k >= st.last ||
		    !(names(lx, &lx->toks[k], "popsection") ||
		      names(lx, &lx->toks[k], "previous")))
			break;
		rest = skip_blank(lx, k + 1, st.last);
		push_stmt(lx, &st);
		lx->stmts[lx->nstmts - 1].last = k + 1;
		lx->stmts[lx->nstmts - 1].end = lx->toks[k].end;
		if (rest == st.last)
			return;
		st.first = rest;
		st.start = lx->toks[rest].start;
		st.rest_of_line = 1;
	}
	push_stmt(lx, &st);
}

/*
 * Statements end at '\n' and ';', and at the target's rest-of-line comment,
 * which runs to the newline; in extended asm with {a|b} dialects, each
 * alternative is read as a statement of its own, so that a rewrite inside
 * one is seen and refused (outside {...} GCC prints '|' and '}' as they
 * are).  Strings, block comments and GCC's %-escapes do not end one.
 */
static void lex(const struct ss_asm *in, const struct ss_syntax *syn,
		struct lexed *lx)
{
	const char *s = in->text;
	size_t n = in->len, i = 0, line = 1;
	size_t clen = syn->comment ? strlen(syn->comment) : 0;
	int braces = in->extended && syn->dialect_braces;
	int in_dialect = 0, line_start = 1;

	memset(lx, 0, sizeof(*lx));
	lx->s = s;
	lx->n = n;
	while (i < n) {
		struct stmt st = {
			.start = i, .end = n, .first = lx->ntoks,
			.line = line,
		};
		size_t nl = 0;
		int newline = 0;

		while (i < n) {
			int c = (unsigned char)s[i];

			if (braces && (c == '{' ||
				       (in_dialect && (c == '|' || c == '}')))) {
				lx->dialect = 1;
				in_dialect = c != '}';
				st.end = i++;
				break;
			}
			if (c == ';') {
				st.end = i++;
				break;
			}
			if (c == '\n' ||
			    starts_line_comment(s, i, n, syn->comment, clen)) {
				st.end = i;
				while (i < n && s[i] != '\n')
					i++;
				if (i < n) {
					nl++;
					i++;
					newline = 1;
				}
				break;
			}
			lx->toks = grow(lx->toks, &lx->toks_cap, lx->ntoks + 1,
					sizeof(*lx->toks));
			lx->toks[lx->ntoks++] = lex_token(in, i, &nl);
			i = lx->toks[lx->ntoks - 1].end;
		}
		st.last = lx->ntoks;
		st.comment = line_start &&
			     is_punct(lx, skip_blank(lx, st.first, st.last),
				      st.last, '#');
		add_statement(lx, st);
		line += nl;
		line_start = newline;
	}
	lx->lines = line;
}

static void lex_free(struct lexed *lx)
{
	free(lx->toks);
	free(lx->stmts);
}

/* --- 2. the parser: names, operands, directives ------------------------ */

/*
 * A %S outside a section name: in extended asm, a bare %S there counts
 * only where no symbol character follows (GCC's own %S<n> aside).
 */
static int stray_pct_s(const struct lexed *lx, size_t k, size_t last)
{
	const struct tok *t = &lx->toks[k];

	return t->kind == TOK_PCT_S &&
	       !(t->bare && k + 1 < last && lx->toks[k + 1].kind == TOK_IDENT);
}

static int hex_value(int c)
{
	if (is_digit(c))
		return c - '0';
	c = lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/*
 * One backslash escape of a quoted string, as gas's next_char_of_string
 * decodes it; *i is at the backslash and moves past the escape.
 */
static int decode_escape(const char *s, size_t *i, size_t end)
{
	/* the one-letter escapes, each followed by its byte */
	static const char letters[] = "b\bf\fn\nr\rt\t";
	size_t j = *i + 1;
	int c = j < end ? (unsigned char)s[j] : -1, v = 0, k;
	const char *l;

	for (l = letters; *l && *l != c; l += 2)
		;
	if (*l) {
		*i = j + 1;
		return (unsigned char)l[1];
	}
	switch (c) {
	case 'x':
	case 'X':
		/* any number of digits; the byte is the low eight bits */
		for (j++; j < end && hex_value((unsigned char)s[j]) >= 0; j++)
			v = (v * 16 + hex_value((unsigned char)s[j])) & 0xff;
		break;
	default:
		if (c >= '0' && c <= '7') {
			for (k = 0; k < 3 && j < end && s[j] >= '0' &&
			     s[j] <= '7'; k++, j++)
				v = v * 8 + s[j] - '0';
		} else {
			v = c;	/* \\, \" and unknown escapes: the character */
			j++;
		}
	}
	*i = j;
	return v & 0xff;
}

/*
 * A section name as gas reads it.  gas ends an unquoted name at a blank or
 * ',' (its scrubber has made comments blanks), and substitutes %S only in
 * unquoted names.
 */
struct name {
	size_t start, end;	/* the name's text, quotes included */
	size_t next;		/* the first token after it */
	int quoted;
	/*
	 * missing, unterminated, or read differently by different gas
	 * versions
	 */
	int bad;
	int computed;		/* contains an operand: unknown at compile time */
	int has_subst;		/* gas would substitute %S */
	int quoted_pct_s;	/* %S inside quotes, which gas keeps */
	char *gas;		/* the name gas sees; NULL if computed or bad */
};

/* The contents of a quoted name: GCC's escapes in extended asm, then gas's. */
static void read_quoted(const struct lexed *lx, const struct tok *t,
			int extended, struct name *nm, struct buf *b)
{
	const char *s = lx->s;
	size_t i = t->start + 1, end = t->open ? t->end : t->end - 1;

	nm->bad = t->open;
	while (i < end) {
		int c = (unsigned char)s[i];

		if (c == '\\' && i + 1 < end) {
			buf_ch(b, (char)decode_escape(s, &i, end));
			continue;
		}
		if (extended && c == '%' && i + 1 < end && s[i + 1] == '%') {
			buf_ch(b, '%');
			i += 2;
			continue;
		}
		if (pct_s_len(s, i, end, extended))
			nm->quoted_pct_s = 1;
		else if (extended && c == '%')
			nm->computed = 1;
		buf_ch(b, (char)c);
		i++;
	}
}

/*
 * Whether an unquoted name ends before token k: at the statement's end,
 * or at a blank or punctuation that ends_name() says ends it.
 */
static int name_stops(const struct lexed *lx, size_t k, size_t last)
{
	if (k >= last)
		return 1;
	return (lx->toks[k].kind == TOK_BLANK ||
		lx->toks[k].kind == TOK_PUNCT) &&
	       ends_name((unsigned char)lx->s[lx->toks[k].start]);
}

/*
 * An unquoted name: its tokens up to where ends_name() says.  A block
 * comment that ends the name ends it for every gas; inside a name,
 * binutils 2.40 drops it on x86 ("a" "b") while 2.44 reads a blank and
 * rejects the rest, and a quote inside a name is read differently again:
 * unknown.
 */

static void read_unquoted(const struct lexed *lx, size_t k, size_t last,
			  struct name *nm, struct buf *b)
{
	for (; k < last; k++) {
		const struct tok *t = &lx->toks[k];
		const char *text = lx->s + t->start;

		if (name_stops(lx, k, last))
			break;
		if (t->kind == TOK_COMMENT) {
			if (name_stops(lx, k + 1, last) ||
			    lx->toks[k + 1].kind == TOK_COMMENT)
				break;
			nm->bad = 1;
		} else if (t->kind == TOK_BLANK) {
			/*
			 * '\f' or '\v', which gas keeps in the name and the
			 * lexer reads as a blank
			 */
			nm->bad = 1;
		} else if (t->kind == TOK_STRING) {
			nm->bad = 1;
			buf_add(b, text, t->end - t->start);
		} else if (t->kind == TOK_PCT_S) {
			buf_add(b, "%S", 2);
		} else if (t->kind == TOK_ESCAPE) {
			if (t->end - t->start == 2 && text[1] == '%')
				buf_ch(b, '%');
			else
				nm->computed = 1;
		} else {
			buf_add(b, text, t->end - t->start);
		}
	}
	nm->next = k;
	nm->end = k < last ? lx->toks[k].start : lx->toks[last - 1].end;
	if (nm->end == nm->start)
		nm->bad = 1;
	/*
	 * A blank, then more than a comma: gas drops that blank on some
	 * targets ("a -x" is the name "a-x" on ARM, MIPS, RISC-V, m68k) and
	 * rejects the rest on others (x86, powerpc): unknown.
	 */
	if (k < last && lx->toks[k].kind != TOK_PUNCT) {
		size_t j = skip_blank(lx, k, last);

		if (j < last && !is_punct(lx, j, last, ','))
			nm->bad = 1;
	}
}

static void read_name(const struct lexed *lx, size_t k, size_t last,
		      int extended, struct name *nm)
{
	struct buf b = { 0 };
	const char *pct;

	memset(nm, 0, sizeof(*nm));
	nm->next = k;
	if (k >= last) {
		nm->bad = 1;
		return;
	}
	nm->start = lx->toks[k].start;
	if (lx->toks[k].kind == TOK_STRING) {
		nm->quoted = 1;
		read_quoted(lx, &lx->toks[k], extended, nm, &b);
		nm->end = lx->toks[k].end;
		nm->next = k + 1;
	} else {
		read_unquoted(lx, k, last, nm, &b);
	}
	/* GCC's templates are C strings; a NUL here is no name gas reads */
	if (memchr(lx->s + nm->start, '\0', nm->end - nm->start) ||
	    (b.p && strlen(b.p) != b.len))
		nm->bad = 1;
	/* a %S left in a name that cannot be read is still a wrong name */
	if (b.p && !nm->quoted) {
		pct = strchr(b.p, '%');
		nm->has_subst = pct && pct[1] == 'S';
	}
	/* %S beside an operand: what gas will read is GCC's to decide */
	if (nm->computed && nm->has_subst)
		nm->bad = 1;
	if (nm->bad || nm->computed)
		free(b.p);
	else
		nm->gas = buf_take(&b);
}

/*
 * The operands after a section name, as obj_elf_section reads them:
 * [, subsection] (.pushsection only), "flags", @type, [entsize if M],
 * [group if G [, comdat]], [unique, id].  Positions are in the text.
 */
struct operands {
	int understood;		/* nothing here we could not follow */
	size_t flags_at;	/* where a missing flags operand would go */
	int has_flags;
	size_t flags_start, flags_end;	/* the flags, inside the quotes */
	char *flags;		/* a copy of them, for the decision */
	size_t type_end;	/* end of @type; 0 if absent */
	int type_note;		/* the type is note: @note, %note, "note" */
	struct name group;	/* if the flags have G */
	int has_group;
	size_t last;		/* end of the last operand read */
	int trailing;		/* more follows last in the statement */
};

static int flags_have(const struct operands *o, char f)
{
	return o->has_flags &&
	       memchr(o->flags, f, o->flags_end - o->flags_start);
}

/*
 * Moves *k to the next operand, past the comma: 1 there is one, 0 the
 * statement ends here, -1 something else follows.
 */
static int next_operand(const struct lexed *lx, size_t *k, size_t last)
{
	size_t j = skip_blank(lx, *k, last);

	if (j >= last)
		return 0;
	if (!is_punct(lx, j, last, ','))
		return -1;
	*k = skip_blank(lx, j + 1, last);
	return *k < last ? 1 : -1;	/* a dangling comma is no operand */
}

/* Tokens up to the next ',' (or the end): where that is in the text. */
static size_t to_comma(const struct lexed *lx, size_t *k, size_t last,
		       size_t end)
{
	while (*k < last && !is_punct(lx, *k, last, ','))
		(*k)++;
	return *k < last ? lx->toks[*k].start : end;
}

/*
 * @type, %type (%%type in extended asm), "type": whether it is one; *k
 * moves past it.
 */
static int read_type(const struct lexed *lx, size_t *k, size_t last,
		     struct operands *o)
{
	const struct tok *t = &lx->toks[*k];

	if (t->kind == TOK_STRING && !t->open) {
		o->type_note = t->end - t->start == 6 &&
			       !memcmp(lx->s + t->start + 1, "note", 4);
		(*k)++;
	} else if (is_punct(lx, *k, last, '@') || is_punct(lx, *k, last, '%') ||
		   (t->kind == TOK_ESCAPE && t->end - t->start == 2 &&
		    lx->s[t->start + 1] == '%')) {
		(*k)++;
		if (*k < last && lx->toks[*k].kind == TOK_IDENT &&
		    lx->toks[*k].start == t->end) {
			t = &lx->toks[(*k)++];
			o->type_note = t->end - t->start == 4 &&
				       !memcmp(lx->s + t->start, "note", 4);
		}
	} else {
		return 0;
	}
	o->type_end = t->end;
	o->last = t->end;
	return 1;
}

static void read_operands(const struct lexed *lx, const struct stmt *st,
			  const struct name *nm, int push, int extended,
			  struct operands *o)
{
	size_t k = nm->next, last = st->last;
	const struct tok *t;
	int more;

	memset(o, 0, sizeof(*o));
	o->flags_at = nm->end;
	o->last = nm->end;
	more = next_operand(lx, &k, last);
	if (more > 0 && push && lx->toks[k].kind == TOK_IDENT &&
	    is_digit(lx->s[lx->toks[k].start])) {
		o->flags_at = to_comma(lx, &k, last, st->end);
		o->last = o->flags_at;
		more = next_operand(lx, &k, last);
	}
	o->understood = more == 0;
	if (more <= 0 || lx->toks[k].kind != TOK_STRING || lx->toks[k].open)
		return;
	t = &lx->toks[k];
	o->has_flags = 1;
	o->flags_start = t->start + 1;
	o->flags_end = t->end - 1;
	o->flags = dup_n(lx->s + o->flags_start, o->flags_end - o->flags_start);
	o->last = t->end;
	k++;
	more = next_operand(lx, &k, last);
	o->understood = more == 0;
	if (more <= 0 || !read_type(lx, &k, last, o))
		return;
	if (flags_have(o, 'M')) {
		if (next_operand(lx, &k, last) <= 0)
			return;
		o->last = to_comma(lx, &k, last, st->end);
	}
	if (flags_have(o, 'G')) {
		if (next_operand(lx, &k, last) <= 0)
			return;
		read_name(lx, k, last, extended, &o->group);
		o->has_group = !o->group.bad;
		if (!o->has_group)
			return;
		o->last = o->group.end;
		k = o->group.next;
	}
	/* the rest (comdat, unique ids) is kept as written */
	o->understood = 1;
}

enum dir {
	D_NONE, D_SECTION, D_PUSH, D_POP, D_PREVIOUS, D_SUBSECTION, D_SIMPLE,
	D_STRUCT, D_ATTACH, D_OPEN, D_CLOSE, D_IF, D_ELSEIF, D_ELSE, D_ENDIF
};

/*
 * What the parser makes of a statement: positions in the text and the
 * names gas reads, for the decision and the emitter; nothing that points
 * into the lexer's tokens.
 */
struct directive {
	enum dir kind;		/* D_NONE: no directive of ours */
	int labelled;		/* labels come first */
	int stray_pct_s;	/* a %S outside a section name */
	struct name nm;		/* .section, .pushsection, attach: the name */
	struct operands o;	/* .section, .pushsection */
	char simple[8];		/* .text, .data, .bss, in lower case */
	int cond;		/* .if, .elseif: cond_value() */
};

static void directive_free(struct directive *dv)
{
	free(dv->nm.gas);
	free(dv->o.group.gas);
	free(dv->o.flags);
}

static const struct {
	const char *name;
	enum dir dir;
} directives[] = {
	{ .name = "section", .dir = D_SECTION },
	{ .name = "section.s", .dir = D_SECTION },
	{ .name = "sect", .dir = D_SECTION },
	{ .name = "sect.s", .dir = D_SECTION },
	{ .name = "pushsection", .dir = D_PUSH },
	{ .name = "popsection", .dir = D_POP },
	{ .name = "previous", .dir = D_PREVIOUS },
	{ .name = "subsection", .dir = D_SUBSECTION },
	{ .name = "text", .dir = D_SIMPLE },
	{ .name = "data", .dir = D_SIMPLE },
	{ .name = "bss", .dir = D_SIMPLE },
	{ .name = "struct", .dir = D_STRUCT },
	{ .name = "offset", .dir = D_STRUCT },
	{ .name = "attach_to_group", .dir = D_ATTACH },
	{ .name = "macro", .dir = D_OPEN },
	{ .name = "rept", .dir = D_OPEN },
	{ .name = "irp", .dir = D_OPEN },
	{ .name = "irpc", .dir = D_OPEN },
	{ .name = "endm", .dir = D_CLOSE },
	{ .name = "endmacro", .dir = D_CLOSE },
	{ .name = "endr", .dir = D_CLOSE },
	{ .name = "elseif", .dir = D_ELSEIF },
	{ .name = "else", .dir = D_ELSE },
	{ .name = "elsec", .dir = D_ELSE },
	{ .name = "endif", .dir = D_ENDIF },
	{ .name = "endc", .dir = D_ENDIF },
};

/* The directive a symbol token names, or D_NONE. */
static enum dir classify(const struct lexed *lx, const struct tok *t)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(directives); i++)
		if (names(lx, t, directives[i].name))
			return directives[i].dir;
	/* .if, .ifdef, .ifc, .ifeqs, ...: gas's conditionals */
	if (t->kind == TOK_IDENT && t->end - t->start >= 3 &&
	    lx->s[t->start] == '.' && lower(lx->s[t->start + 1]) == 'i' &&
	    lower(lx->s[t->start + 2]) == 'f')
		return D_IF;
	return D_NONE;
}

/*
 * A number gas reads the same on every target and host: decimal without
 * a leading zero (gas's octal), or 0x hex, below 2^31.  Local label
 * references (1b, 2f) and symbols are not numbers here.
 */
static int literal(const struct lexed *lx, size_t k, size_t last, long *v)
{
	const char *p, *e;
	int base = 10;

	if (k >= last || lx->toks[k].kind != TOK_IDENT)
		return 0;
	p = lx->s + lx->toks[k].start;
	e = lx->s + lx->toks[k].end;
	if (e - p > 2 && p[0] == '0' && lower(p[1]) == 'x') {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && e - p > 1) {
		return 0;
	}
	for (*v = 0; p < e; p++) {
		int d = base == 16 ? hex_value((unsigned char)*p) :
			is_digit(*p) ? *p - '0' : -1;

		if (d < 0 || *v > (0x7fffffffL - d) / base)
			return 0;
		*v = *v * base + d;
	}
	return 1;
}

/* A comparison, as the results for a < b, a == b and a > b. */
struct test {
	const char *name;
	int lt, eq, gt;
};

static int compare(const struct test *t, long a, long b)
{
	return a < b ? t->lt : a == b ? t->eq : t->gt;
}

/*
 * The value of an .if expression that is one literal number, or two
 * compared: gas's comparisons give -1 for true and 0 for false (and <>
 * is !=).  Returns 0 for any other expression.
 */
static int literal_expr(const struct lexed *lx, size_t k, size_t last,
			long *v)
{
	static const struct test ops[] = {
		{ .name = "==", .lt = 0, .eq = 1, .gt = 0 },
		{ .name = "!=", .lt = 1, .eq = 0, .gt = 1 },
		{ .name = "<>", .lt = 1, .eq = 0, .gt = 1 },
		{ .name = "<=", .lt = 1, .eq = 1, .gt = 0 },
		{ .name = ">=", .lt = 0, .eq = 1, .gt = 1 },
		{ .name = "<", .lt = 1, .eq = 0, .gt = 0 },
		{ .name = ">", .lt = 0, .eq = 0, .gt = 1 },
	};
	char op[3] = { 0 };
	size_t i, n = 0;
	long a, b;

	k = skip_blank(lx, k, last);
	if (!literal(lx, k, last, &a))
		return 0;
	k = skip_blank(lx, k + 1, last);
	if (k == last) {
		*v = a;
		return 1;
	}
	/* the operator's characters, adjacent */
	while (n < 2 && k < last && lx->toks[k].kind == TOK_PUNCT &&
	       (!n || lx->toks[k].start == lx->toks[k - 1].end))
		op[n++] = lx->s[lx->toks[k++].start];
	k = skip_blank(lx, k, last);
	if (!literal(lx, k, last, &b) || skip_blank(lx, k + 1, last) != last)
		return 0;
	for (i = 0; i < ARRAY_SIZE(ops); i++) {
		if (strcmp(ops[i].name, op) == 0) {
			*v = compare(&ops[i], a, b) ? -1 : 0;
			return 1;
		}
	}
	return 0;
}

/*
 * What the .if<cc> or .elseif at token k tests to, as gas's s_if
 * compares its expression with zero: 1, 0, or -1 where that is not known
 * (an expression of symbols, .ifdef, .ifc, ...).
 */
static int cond_value(const struct lexed *lx, size_t k, size_t last)
{
	static const struct test tests[] = {
		{ .name = "if", .lt = 1, .eq = 0, .gt = 1 },
		{ .name = "ifne", .lt = 1, .eq = 0, .gt = 1 },
		{ .name = "elseif", .lt = 1, .eq = 0, .gt = 1 },
		{ .name = "ifeq", .lt = 0, .eq = 1, .gt = 0 },
		{ .name = "ifge", .lt = 0, .eq = 1, .gt = 1 },
		{ .name = "ifgt", .lt = 0, .eq = 0, .gt = 1 },
		{ .name = "ifle", .lt = 1, .eq = 1, .gt = 0 },
		{ .name = "iflt", .lt = 1, .eq = 0, .gt = 0 },
	};
	size_t i;
	long v;

	for (i = 0; i < ARRAY_SIZE(tests); i++)
		if (names(lx, &lx->toks[k], tests[i].name))
			return literal_expr(lx, k + 1, last, &v) ?
				compare(&tests[i], v, 0) : -1;
	return -1;
}

static int is_cond(enum dir d)
{
	return d == D_IF || d == D_ELSEIF || d == D_ELSE || d == D_ENDIF;
}

/*
 * The directive of a statement, as far as the state and the rewrite need
 * it: what it is, its name and operands, and a %S outside names.
 */
static void parse(const struct lexed *lx, const struct stmt *st,
		  int extended, struct directive *dv)
{
	size_t k, i;
	const struct tok *t;

	memset(dv, 0, sizeof(*dv));
	k = after_labels(lx, st, &dv->labelled);
	dv->kind = k < st->last ? classify(lx, &lx->toks[k]) : D_NONE;
	if (dv->kind == D_SECTION || dv->kind == D_PUSH ||
	    dv->kind == D_ATTACH) {
		read_name(lx, skip_blank(lx, k + 1, st->last), st->last,
			  extended, &dv->nm);
		if (dv->kind == D_ATTACH)
			return;
		read_operands(lx, st, &dv->nm, dv->kind == D_PUSH, extended,
			      &dv->o);
		for (i = st->first; i < st->last; i++)
			dv->o.trailing |= lx->toks[i].start >= dv->o.last &&
					  lx->toks[i].kind != TOK_BLANK &&
					  lx->toks[i].kind != TOK_COMMENT;
		return;
	}
	for (i = st->first; i < st->last && !dv->stray_pct_s; i++)
		dv->stray_pct_s = stray_pct_s(lx, i, st->last);
	if (dv->kind == D_SIMPLE) {
		t = &lx->toks[k];
		for (i = 0; i < t->end - t->start && i + 1 < sizeof(dv->simple);
		     i++)
			dv->simple[i] = (char)lower(lx->s[t->start + i]);
	} else if (dv->kind == D_IF || dv->kind == D_ELSEIF) {
		dv->cond = cond_value(lx, k, st->last);
	}
}

/* --- 3. the section state machine ---------------------------------------- */

struct frame {
	const char *cur, *prev;
};

/*
 * One of gas's conditionals (.if ... .endif) the asm is inside.  Decided:
 * its expression is literal numbers, so the plugin knows which branch gas
 * assembles, once, and follows that one alone.  Block: not known, or
 * inside a .macro or .rept body, which gas may run any number of times;
 * counted in block_depth.  Dead: opened in a branch gas skips, which gas
 * skips whole.
 */
struct cond {
	enum { C_DECIDED, C_BLOCK, C_DEAD } kind;
	int taken;		/* decided: a branch so far was assembled */
	int active;		/* decided: this branch is assembled */
};

/* gas's view of the sections; NULL names are unknown. */
struct sections {
	const char *start, *cur, *prev;
	struct frame *stack;
	size_t depth, stack_cap;
	int lost;		/* section state no longer known at all */
	int block_depth;	/* inside .macro, .rept/.irp or an undecided .if */
	int block_sections;	/* a section directive inside that block */
	struct cond *conds;
	size_t nconds, conds_cap;
	struct pool names;	/* the names the state points at */
};

/*
 * GCC writes its section names unquoted; what gas makes of them is the name
 * %S stands for: a block comment vanishes, a comment or a blank ends it.
 * This reads GCC's own directive, not a template: only x86's binutils 2.40
 * assembles a name with a comment inside, and it drops the comment.  Where
 * gas reads GCC's directives unscrubbed (gcc_lines_raw), only a blank ends
 * it, and the name keeps what a comment would be in a template (the
 * emitters quote such a name).  An empty name would make a table its own
 * rename: unknown.
 */
static const char *gcc_section_name(struct sections *sm, const char *name,
				    const struct ss_syntax *syn)
{
	size_t clen = syn->comment && !syn->gcc_lines_raw ?
		      strlen(syn->comment) : 0;
	struct buf b = { 0 };
	const char *p = name;

	while (p && *p && !ends_name((unsigned char)*p) &&
	       !(clen && !strncmp(p, syn->comment, clen))) {
		if (!syn->gcc_lines_raw && p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
			continue;
		}
		buf_ch(&b, *p++);
	}
	if (!b.len)
		return NULL;
	return pooled(&sm->names, buf_take(&b));
}

static void sections_init(struct sections *sm, const struct ss_asm *in,
			  const struct ss_syntax *syn)
{
	memset(sm, 0, sizeof(*sm));
	sm->start = gcc_section_name(sm, in->section, syn);
	sm->cur = sm->start;
}

static void sections_free(struct sections *sm)
{
	free(sm->stack);
	free(sm->conds);
	pool_free(&sm->names);
}

static void set_section(struct sections *sm, const char *name, int push)
{
	if (sm->lost)
		return;
	if (push) {
		struct frame *f;

		sm->stack = grow(sm->stack, &sm->stack_cap, sm->depth + 1,
				 sizeof(*sm->stack));
		f = &sm->stack[sm->depth++];
		f->cur = sm->cur;
		f->prev = sm->prev;
	}
	sm->prev = sm->cur;
	sm->cur = name;
}

static void lose_state(struct sections *sm)
{
	sm->lost = 1;
	sm->cur = NULL;
	sm->prev = NULL;
	sm->depth = 0;
}

/* In the section the asm began in, outside any push and block. */
static int at_start(const struct sections *sm)
{
	return !sm->block_depth && !sm->depth && !sm->lost && sm->cur &&
	       sm->start && strcmp(sm->cur, sm->start) == 0;
}

/*
 * The asm ends where it began, with every push popped and every
 * conditional closed.
 */
static int balanced(const struct sections *sm)
{
	return !sm->lost && !sm->depth && !sm->block_depth && !sm->nconds &&
	       sm->cur &&
	       sm->start && strcmp(sm->cur, sm->start) == 0;
}

/* In a branch that gas skips: it reads nothing there but conditionals. */
static int skipping(const struct sections *sm)
{
	size_t i;

	for (i = 0; i < sm->nconds; i++)
		if (sm->conds[i].kind == C_DECIDED && !sm->conds[i].active)
			return 1;
	return 0;
}

/*
 * The end of a .macro, .rept or undecided .if body: the section gas is
 * in after it is not known if the body moved it.
 */
static void block_close(struct sections *sm)
{
	if (sm->block_depth && --sm->block_depth == 0 && sm->block_sections) {
		sm->block_sections = 0;
		lose_state(sm);
	}
}

/*
 * gas's conditionals, as s_if, s_elseif, s_else and s_endif keep their
 * frames.  value is what the .if or .elseif expression tests to: 1, 0, or
 * -1 where it is not literal numbers.
 */
static void sections_cond(struct sections *sm, enum dir d, int value)
{
	struct cond *c = sm->nconds ? &sm->conds[sm->nconds - 1] : NULL;

	switch (d) {
	case D_IF: {
		int dead = skipping(sm);

		sm->conds = grow(sm->conds, &sm->conds_cap, sm->nconds + 1,
				 sizeof(*sm->conds));
		c = &sm->conds[sm->nconds++];
		memset(c, 0, sizeof(*c));
		if (dead) {
			c->kind = C_DEAD;
		} else if (sm->block_depth || value < 0) {
			c->kind = C_BLOCK;
			sm->block_depth++;
		} else {
			c->kind = C_DECIDED;
			c->taken = value;
			c->active = value;
		}
		break;
	}
	case D_ELSEIF:
		if (!c || c->kind != C_DECIDED)
			break;
		if (c->taken) {
			c->active = 0;
		} else if (value < 0) {
			/* which branch from here on is not known */
			c->kind = C_BLOCK;
			sm->block_depth++;
		} else {
			c->taken = value;
			c->active = value;
		}
		break;
	case D_ELSE:
		if (c && c->kind == C_DECIDED) {
			c->active = !c->taken;
			c->taken = 1;
		}
		break;
	default:	/* D_ENDIF; gas rejects one without an .if */
		if (!c)
			break;
		sm->nconds--;
		if (c->kind == C_BLOCK)
			block_close(sm);
		break;
	}
}

/*
 * The directives that move gas's section, and those that open and close
 * blocks (.macro, .rept, .irp) whose bodies gas may run any number of
 * times.  Returns SS_DIAG_NONE, or the problem.
 */
static enum ss_diag_code sections_move(struct sections *sm, enum dir d,
				       const char *simple_name)
{
	if (d == D_OPEN) {
		sm->block_depth++;
		return SS_DIAG_NONE;
	}
	if (d == D_CLOSE) {
		block_close(sm);
		return SS_DIAG_NONE;
	}
	if (sm->block_depth) {
		sm->block_sections = 1;
		return SS_DIAG_NONE;
	}
	switch (d) {
	case D_STRUCT:
		/* gas's absolute section; .previous is left alone */
		if (!sm->lost)
			sm->cur = "*ABS*";
		break;
	case D_SIMPLE:
		set_section(sm, simple_name, 0);
		break;
	case D_SUBSECTION:
		if (!sm->lost)
			sm->prev = sm->cur;
		break;
	case D_PREVIOUS: {
		const char *t = sm->cur;

		sm->cur = sm->prev;
		sm->prev = t;
		break;
	}
	case D_POP:
		if (sm->lost)
			break;	/* nothing left to pop into */
		if (!sm->depth) {
			lose_state(sm);
			return SS_DIAG_POP_UNDERFLOW;
		}
		sm->depth--;
		sm->cur = sm->stack[sm->depth].cur;
		sm->prev = sm->stack[sm->depth].prev;
		break;
	default:
		break;
	}
	return SS_DIAG_NONE;
}

/*
 * gas's loop: replace the first '%' while it is followed by 'S'.  *diag
 * says why there is no name: a loop, or a name past SS_NAME_MAX.
 */
static char *gas_subst(const char *name, const char *cur,
		       enum ss_diag_code *diag)
{
	char *s = dup_s(name);
	int round;

	for (round = 0;; round++) {
		char *pct = strchr(s, '%');
		struct buf b = { 0 };

		if (!pct || pct[1] != 'S')
			return s;
		if (round == SUBST_MAX_ROUNDS || strlen(s) + strlen(cur) >
							 SS_NAME_MAX) {
			*diag = round == SUBST_MAX_ROUNDS ?
				SS_DIAG_SUBST_LOOP : SS_DIAG_NAME_TOO_LONG;
			free(s);
			return NULL;
		}
		buf_add(&b, s, (size_t)(pct - s));
		buf_str(&b, cur);
		buf_str(&b, pct + 2);
		free(s);
		s = buf_take(&b);
	}
}

/* A name after gas's %S loop, or <table><section>. */
static char *new_name(const char *name, int table, const char *cur,
		      enum ss_diag_code *diag)
{
	struct buf b = { 0 };

	if (!table)
		return gas_subst(name, cur, diag);
	if (strlen(name) + strlen(cur) > SS_NAME_MAX) {
		*diag = SS_DIAG_NAME_TOO_LONG;
		return NULL;
	}
	buf_str(&b, name);
	buf_str(&b, cur);
	return buf_take(&b);
}

/* Whether name is a table, and then how its pieces are named. */
static int is_table(const struct ss_config *cfg, const char *name,
		    enum ss_naming *naming)
{
	size_t i;

	for (i = 0; i < cfg->ntables; i++) {
		if (strcmp(cfg->tables[i], name) == 0) {
			*naming = cfg->namings ? cfg->namings[i] : cfg->naming;
			return 1;
		}
	}
	return 0;
}

static const char *const naming_names[] = {
	[SS_NAMING_SUFFIX] = "suffix",
	[SS_NAMING_UNIQUE] = "unique",
	[SS_NAMING_LINKORDER] = "linkorder",
};

const char *ss_naming_name(enum ss_naming naming)
{
	return naming <= SS_NAMING_LINKORDER ? naming_names[naming] : "?";
}

int ss_parse_naming(const char *s, size_t len)
{
	int i;

	for (i = 0; i <= SS_NAMING_LINKORDER; i++)
		if (strlen(naming_names[i]) == len &&
		    !memcmp(naming_names[i], s, len))
			return i;
	return -1;
}

/* An entry of the tables= list refused: t->bad is a copy of it. */
static const char *refuse(struct ss_tables *t, const char *entry,
			  const char *why)
{
	t->bad = dup_s(entry);
	return why;
}

const char *ss_parse_tables(const char *list, enum ss_naming dflt,
			    struct ss_tables *t)
{
	size_t cap = 0, cap2 = 0, len;
	char *p, *end, *colon;
	int naming;

	memset(t, 0, sizeof(*t));
	t->storage = dup_s(list);
	for (p = t->storage; *p; p = end) {
		end = p + strcspn(p, ",");
		len = (size_t)(end - p);
		if (*end)
			*end++ = '\0';
		if (!len)
			continue;
		naming = dflt;
		colon = strchr(p, ':');
		if (colon == p)
			return refuse(t, p, "an entry has no name");
		if (colon) {
			naming = ss_parse_naming(colon + 1, strlen(colon + 1));
			if (naming < 0)
				return refuse(t, p,
					      "the mode after ':' must be suffix, unique or linkorder");
			*colon = '\0';
		}
		if (ss_note_section(p) && naming != SS_NAMING_LINKORDER)
			return refuse(t, p,
				      "a note table's pieces must be linkorder (<name>:linkorder): renamed, consumers that look the notes up by name miss them; unique, a note stays without its function");
		t->names = grow(t->names, &cap, t->n + 1, sizeof(*t->names));
		t->namings = grow(t->namings, &cap2, t->n + 1,
				  sizeof(*t->namings));
		t->names[t->n] = p;
		t->namings[t->n++] = (enum ss_naming)naming;
	}
	return NULL;
}

void ss_tables_free(struct ss_tables *t)
{
	free(t->names);
	free(t->namings);
	free(t->bad);
	free(t->storage);
	memset(t, 0, sizeof(*t));
}

/* gas's default type for a name, as bfd's special sections give it. */
int ss_note_section(const char *name)
{
	return strncmp(name, ".note", 5) == 0 &&
	       (name[5] == '\0' || name[5] == '.');
}

/*
 * What to do at one .section or .pushsection.  Each diagnostic but
 * PCT_S_QUOTED blocks the whole template, so a decision with one of those
 * has no rewrite, and needs room for that warning and one blocking cause.
 */
struct decision {
	enum ss_diag_code diags[2];
	size_t ndiags;
	int relevant;		/* the directive uses %S or names a table */
	int pct_s_in_name;	/* an unquoted %S in its name or group */
	int blocked;
	char *name;		/* rename to this (NULL: keep the name) */
	int unique;		/* keep the name, add ",unique,<id>" */
	int linkorder;		/* unique, with flag 'o' and no reference */
	/*
	 * linkorder pushed from another section than the asm's first: a
	 * label there, before it
	 */
	int own_anchor;
	int add_q;		/* add gas's '?' flag */
	char *group;		/* the group name after %S (NULL: keep) */
	/* gas's section after it: name or the directive's; NULL: not known */
	const char *state;
};

static void decision_free(struct decision *dc)
{
	free(dc->name);
	free(dc->group);
}

/*
 * A second blocking cause follows from the first, and report() would drop
 * it: it is not kept.
 */
static void decide_diag(struct decision *dc, enum ss_diag_code code)
{
	int blocking = diag_info[code].blocking;
	size_t room = ARRAY_SIZE(dc->diags);

	if ((blocking && dc->blocked) || dc->ndiags == room)
		return;
	dc->diags[dc->ndiags++] = code;
	dc->blocked |= blocking;
}

/*
 * Why a table directive cannot become a section of its own (unique and
 * linkorder naming, binutils 2.35), or SS_DIAG_NONE: it needs a flags
 * string to extend, no M, G or o flag (whose operands would come before
 * ours), and nothing after the type that it could not read.
 */
static enum ss_diag_code unique_problem(const struct operands *o)
{
	if (!o->has_flags)
		return SS_DIAG_BAD_UNIQUE;
	if (o->has_group || flags_have(o, 'G') || flags_have(o, 'M') ||
	    flags_have(o, 'o'))
		return SS_DIAG_UNIQUE_FLAGS;
	if (!o->understood || o->trailing)
		return SS_DIAG_UNIQUE_OPERANDS;
	return SS_DIAG_NONE;
}

/*
 * A directive that names a table or substitutes %S, in a known section:
 * its new name, flags and group, and the section gas is in after it.
 */
static void decide_rename(const struct sections *sm, int comdat,
			  const struct directive *dv, int table,
			  enum ss_naming naming, struct decision *dc)
{
	const struct name *nm = &dv->nm;
	const struct operands *o = &dv->o;
	int note = o->type_end ? o->type_note :
				 nm->gas && ss_note_section(nm->gas);
	enum ss_diag_code why = SS_DIAG_NONE;

	dc->unique = table && naming != SS_NAMING_SUFFIX;
	dc->linkorder = table && naming == SS_NAMING_LINKORDER;
	dc->own_anchor = dc->linkorder &&
			 (!sm->start || strcmp(sm->cur, sm->start));
	if (table && note && !dc->linkorder)
		decide_diag(dc, SS_DIAG_NOTE_TABLE);
	if (dc->unique)
		dc->name = dup_s(nm->gas);
	else if (nm->has_subst || table)
		dc->name = new_name(nm->gas, table, sm->cur, &why);
	if (why != SS_DIAG_NONE)
		decide_diag(dc, why);
	/* join the group of the section we push from, gas's '?' */
	if (dc->name && comdat && !flags_have(o, 'G') &&
	    !flags_have(o, '?')) {
		if (o->understood)
			dc->add_q = 1;
		else
			decide_diag(dc, SS_DIAG_BAD_FLAGS);
	}
	if (o->has_group && o->group.has_subst && !dc->blocked) {
		/* gas substitutes %S in the group name as well */
		dc->group = new_name(o->group.gas, 0, sm->cur, &why);
		if (why != SS_DIAG_NONE)
			decide_diag(dc, why);
	}
	if (dc->unique && !dc->blocked) {
		why = unique_problem(o);
		if (why != SS_DIAG_NONE)
			decide_diag(dc, why);
	}
	/* a name gas would not get to: unknown from here on */
	if (dc->name || (!nm->has_subst && !table))
		dc->state = dc->unique || !dc->name ? nm->gas : dc->name;
}

/*
 * What to do at a .section or .pushsection, from the section state; the
 * state itself is sections_enter's to change.
 */
static void decide_section(const struct sections *sm,
			   const struct ss_config *cfg, int comdat,
			   const struct directive *dv, struct decision *dc)
{
	const struct name *nm = &dv->nm;
	int group_subst = dv->o.has_group && dv->o.group.has_subst;
	enum ss_naming naming = SS_NAMING_SUFFIX;
	int table = !nm->has_subst && nm->gas &&
		    is_table(cfg, nm->gas, &naming);

	memset(dc, 0, sizeof(*dc));
	if (nm->quoted_pct_s) {
		decide_diag(dc, SS_DIAG_PCT_S_QUOTED);
		dc->relevant = 1;
	}
	dc->pct_s_in_name = nm->has_subst || group_subst;
	dc->relevant |= nm->has_subst || table || group_subst;
	if (sm->block_depth) {
		if (dc->relevant)
			decide_diag(dc, SS_DIAG_IN_BLOCK);
	} else if (nm->bad) {
		/* gas rejects it too, or gas versions read it differently */
		dc->relevant = 1;
		decide_diag(dc, SS_DIAG_BAD_NAME);
	} else if (!nm->has_subst && !table && !group_subst) {
		dc->state = nm->gas;
	} else if (sm->lost || !sm->cur) {
		decide_diag(dc, SS_DIAG_UNKNOWN_SECTION);
	} else {
		decide_rename(sm, comdat, dv, table, naming, dc);
	}
}

/*
 * gas's section after a .section (push: .pushsection) and its decision;
 * inside a block, only that the block moves the section.
 */
static void sections_enter(struct sections *sm, const struct decision *dc,
			   int push)
{
	const char *state = dc->state;

	if (sm->block_depth) {
		sm->block_sections = 1;
		return;
	}
	/*
	 * an empty name, as for GCC's (gcc_section_name): a table after it
	 * would be its own rename
	 */
	set_section(sm, state && *state ? pooled(&sm->names, dup_s(state)) :
					  NULL, push);
}

/* .attach_to_group <group>: gas substitutes %S in that name too. */
static void decide_attach(const struct sections *sm, const struct name *nm,
			  struct decision *dc)
{
	enum ss_diag_code why = SS_DIAG_NONE;

	memset(dc, 0, sizeof(*dc));
	if (!nm->has_subst)
		return;
	dc->relevant = 1;
	dc->pct_s_in_name = 1;
	if (sm->block_depth) {
		decide_diag(dc, SS_DIAG_IN_BLOCK);
	} else if (nm->bad) {
		decide_diag(dc, SS_DIAG_BAD_NAME);
	} else if (sm->lost || !sm->cur) {
		decide_diag(dc, SS_DIAG_UNKNOWN_SECTION);
	} else {
		dc->group = new_name(nm->gas, 0, sm->cur, &why);
		if (!dc->group)
			decide_diag(dc, why);
	}
}

/* --- 4. the emitter ------------------------------------------------------ */

/* A problem found while reading; reported only if the template is ours. */
struct problem {
	enum ss_diag_code code;
	size_t line;
	size_t start, end;	/* the statement */
};

struct emitter {
	const struct ss_asm *in;
	const struct ss_syntax *syn;
	const struct ss_config *cfg;
	const struct lexed *lx;
	struct ss_result *res;
	struct problem *probs;
	size_t nprobs, probs_cap;
	int relevant;		/* the template uses %S or a table */
	int pct_s_in_name;	/* an unquoted %S in a section name */
	struct ss_edit *edits;	/* in order of position */
	size_t nedits, edits_cap;
	char **labels;
	size_t nlabels, labels_cap;
	size_t renames_cap;
	unsigned long nids;	/* label and unique numbers used */
	size_t reloc_at;	/* where the .reloc block goes */
	int reloc_placed;
	/*
	 * linkorder's label in the asm's first section, defined in the .reloc
	 * block
	 */
	char *anchor;
};

static void problem(struct emitter *e, enum ss_diag_code code,
		    const struct stmt *st)
{
	struct problem *p;

	e->probs = grow(e->probs, &e->probs_cap, e->nprobs + 1,
			sizeof(*e->probs));
	p = &e->probs[e->nprobs++];
	p->code = code;
	p->line = st->line;
	p->start = st->start;
	p->end = st->end;
}

static void edit(struct emitter *e, size_t start, size_t end, char *text)
{
	struct ss_edit *ed;

	e->edits = grow(e->edits, &e->edits_cap, e->nedits + 1,
			sizeof(*e->edits));
	ed = &e->edits[e->nedits++];
	ed->start = start;
	ed->end = end;
	ed->text = text;
	ed->len = strlen(text);
}

/*
 * Write a name for the template, quoting where gas would cut it, and with
 * GCC's escapes in extended asm.
 */
static char *format_name(const struct emitter *e, const char *name,
			 int quoted)
{
	int braces = e->in->extended && e->syn->dialect_braces;
	const char *comment = e->syn->comment;
	size_t clen = comment ? strlen(comment) : 0;
	struct buf b = { 0 };
	const unsigned char *p;

	for (p = (const unsigned char *)name; *p && !quoted; p++)
		if (ends_name(*p) || *p == '"' || *p == '\\' || *p < 0x20 ||
		    *p == 0x7f ||
		    (clen && strncmp((const char *)p, comment, clen) == 0) ||
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
		if ((e->in->extended && *p == '%') ||
		    (braces && strchr("{|}", *p)))
			buf_ch(&b, '%');
		buf_ch(&b, (char)*p);
	}
	if (quoted)
		buf_ch(&b, '"');
	return buf_take(&b);
}

/* The label of number id. */
static char *new_label(const struct emitter *e, unsigned long id)
{
	struct buf b = { 0 };
	char num[24];

	snprintf(num, sizeof(num), "%lu", id);
	buf_str(&b, e->cfg->label_prefix);
	buf_str(&b, num);
	return buf_take(&b);
}

/*
 * A renamed section: the rename for the result and, with references, its
 * label after the directive and in the .reloc block; a linkorder piece
 * names the label it is linked to instead, and has no reference.
 */
static void add_rename(struct emitter *e, const char *old, const char *new,
		       unsigned long id, const char *linked,
		       const struct stmt *st)
{
	struct ss_result *res = e->res;
	struct ss_rename *r;
	struct buf b = { 0 };

	res->renames = grow(res->renames, &e->renames_cap, res->nrenames + 1,
			    sizeof(*res->renames));
	r = &res->renames[res->nrenames++];
	memset(r, 0, sizeof(*r));
	r->line = st->line;
	r->old_name = dup_s(old);
	r->new_name = dup_s(new);
	if (linked) {
		r->label = dup_s(linked);
		return;
	}
	if (!e->cfg->refs)
		return;
	r->label = new_label(e, id);
	e->labels = grow(e->labels, &e->labels_cap, e->nlabels + 1,
			 sizeof(*e->labels));
	e->labels[e->nlabels++] = dup_s(r->label);
	buf_ch(&b, '\n');
	buf_str(&b, r->label);
	buf_ch(&b, ':');
	edit(e, st->end, st->end, buf_take(&b));
}

static void record(struct emitter *e, const struct decision *dc,
		   const struct stmt *st)
{
	size_t i;

	e->relevant |= dc->relevant;
	e->pct_s_in_name |= dc->pct_s_in_name;
	for (i = 0; i < dc->ndiags; i++)
		problem(e, dc->diags[i], st);
}

/*
 * The label a linkorder piece is linked to, in the section it is pushed
 * from: the asm's first section shares one, defined with the references
 * (where they are placed, gas is in that section); a piece pushed from
 * another section gets one of its own, just before its directive.
 */
static char *linked_label(struct emitter *e, const struct stmt *st,
			  const struct decision *dc)
{
	struct buf b = { 0 };
	char *label;

	if (!dc->own_anchor) {
		if (!e->anchor)
			e->anchor = new_label(e, e->in->label_base + e->nids++);
		return dup_s(e->anchor);
	}
	label = new_label(e, e->in->label_base + e->nids++);
	buf_str(&b, label);
	buf_str(&b, ": ");
	edit(e, st->start, st->start, buf_take(&b));
	return label;
}

/* A section directive's decision, as edits, in order of position. */
static void emit_section(struct emitter *e, const struct stmt *st,
			 const struct directive *dv,
			 const struct decision *dc)
{
	const struct name *nm = &dv->nm;
	const struct operands *o = &dv->o;
	struct buf tail = { 0 }, shown = { 0 };
	const char *pct = e->in->extended ? "%%" : "%";
	char *linked = NULL, num[32];
	unsigned long id;

	record(e, dc, st);
	if (dc->blocked)
		return;
	if (dc->linkorder)
		linked = linked_label(e, st, dc);
	/* the piece's number: its unique id, and its reference's label */
	id = e->in->label_base + e->nids;
	if (dc->name && !dc->unique)
		edit(e, nm->start, nm->end, format_name(e, dc->name, nm->quoted));
	if ((dc->add_q || dc->linkorder) && o->has_flags)
		edit(e, o->flags_end, o->flags_end,
		     dup_s(dc->linkorder && dc->add_q ? "o?" :
			   dc->linkorder ? "o" : "?"));
	else if (dc->add_q)
		edit(e, o->flags_at, o->flags_at, dup_s(",\"?\""));
	if (dc->group)
		edit(e, o->group.start, o->group.end,
		     format_name(e, dc->group, o->group.quoted));
	if (dc->unique) {
		/*
		 * after "flags",@type (which 'o' requires; made explicit if
		 * absent), the linked-to label, then the id
		 */
		if (!o->type_end) {
			buf_ch(&tail, ',');
			buf_str(&tail, pct);
			buf_str(&tail, ss_note_section(nm->gas) ? "note" :
							      "progbits");
		}
		if (linked) {
			buf_ch(&tail, ',');
			buf_str(&tail, linked);
		}
		snprintf(num, sizeof(num), ",unique,%lu", id);
		buf_str(&tail, num);
		edit(e, o->last, o->last, buf_take(&tail));
	}
	if (dc->name) {
		buf_str(&shown, dc->name);
		if (dc->unique)
			buf_str(&shown, num);
		e->nids++;
		add_rename(e, nm->gas, shown.p, id, linked, st);
		free(shown.p);
	}
	free(linked);
}

/* .attach_to_group's decision: its group name after %S. */
static void emit_attach(struct emitter *e, const struct stmt *st,
			const struct directive *dv,
			const struct decision *dc)
{
	record(e, dc, st);
	if (dc->group && !dc->blocked)
		edit(e, dv->nm.start, dv->nm.end,
		     format_name(e, dc->group, dv->nm.quoted));
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
static void note_label(struct emitter *e, const struct sections *sm,
		       const struct stmt *st)
{
	if (e->syn->label_barrier && !e->reloc_placed && at_start(sm)) {
		e->reloc_at = st->start;
		e->reloc_placed = 1;
	}
}

/* A directive's effect on gas's sections and on the template. */
static void act(struct emitter *e, struct sections *sm,
		const struct stmt *st, const struct directive *dv)
{
	struct decision dc;
	enum ss_diag_code pop;

	switch (dv->kind) {
	case D_SECTION:
	case D_PUSH:
		decide_section(sm, e->cfg, e->in->comdat, dv, &dc);
		sections_enter(sm, &dc, dv->kind == D_PUSH);
		emit_section(e, st, dv, &dc);
		decision_free(&dc);
		break;
	case D_ATTACH:
		decide_attach(sm, &dv->nm, &dc);
		emit_attach(e, st, dv, &dc);
		decision_free(&dc);
		break;
	case D_SIMPLE:
		sections_move(sm, dv->kind, sm->block_depth ? NULL :
			      pooled(&sm->names, dup_s(dv->simple)));
		break;
	case D_NONE:
		break;
	case D_IF:
	case D_ELSEIF:
	case D_ELSE:
	case D_ENDIF:
		sections_cond(sm, dv->kind, dv->cond);
		break;
	default:
		pop = sections_move(sm, dv->kind, NULL);
		if (pop != SS_DIAG_NONE)
			problem(e, pop, st);
		break;
	}
}

/* One statement; returns whether gas skips it. */
static int statement(struct emitter *e, struct sections *sm,
		     const struct stmt *st)
{
	struct directive dv;
	int skip;

	if (st->comment)
		return 1;
	parse(e->lx, st, e->in->extended, &dv);
	/*
	 * in a branch gas skips, it reads conditionals, and of every other
	 * statement nothing, up to its end
	 */
	skip = skipping(sm) && !is_cond(dv.kind);
	if (!skip) {
		if (dv.labelled)
			note_label(e, sm, st);
		if (dv.stray_pct_s) {
			problem(e, SS_DIAG_PCT_S_OUTSIDE, st);
			e->relevant = 1;
		}
		act(e, sm, st, &dv);
	}
	directive_free(&dv);
	return skip;
}

static char *shorten(const char *s, size_t start, size_t end)
{
	struct buf b = { 0 };

	while (start < end && is_space((unsigned char)s[start]))
		start++;
	while (end > start && is_space((unsigned char)s[end - 1]))
		end--;
	if (end - start <= STMT_SHOWN)
		return dup_n(s + start, end - start);
	buf_add(&b, s + start, STMT_SHOWN);
	buf_str(&b, "...");
	return buf_take(&b);
}

/*
 * The diagnostics: every warning, and of the problems that block the
 * template the first, the cause (the later ones follow from it).
 */
static void report(struct emitter *e, int blocked)
{
	size_t i;
	int seen_blocking = 0;

	e->res->diags = xrealloc(NULL, (e->nprobs ? e->nprobs : 1) *
					       sizeof(*e->res->diags));
	for (i = 0; i < e->nprobs; i++) {
		const struct problem *p = &e->probs[i];
		int blocking = diag_info[p->code].blocking;
		struct ss_diag *d;

		if (blocking && seen_blocking++)
			continue;
		d = &e->res->diags[e->res->ndiags++];
		d->code = p->code;
		d->blocking = blocking;
		d->line = p->line;
		/* an unquoted %S left in a section name makes a wrong name */
		d->severity = blocked && blocking && e->pct_s_in_name ?
			SS_ERROR : SS_WARNING;
		d->stmt = shorten(e->lx->s, p->start, p->end);
	}
}

/* The edits, with the .reloc block, applied: the result's text. */
static void apply(struct emitter *e)
{
	struct buf b = { 0 }, relocs = { 0 };
	const char *s = e->lx->s;
	size_t n = e->lx->n, i, k, pos = 0;

	if ((e->nlabels || e->anchor) && e->syn->label_barrier &&
	    !e->reloc_placed) {
		/*
		 * no label: after the last statement, where only another
		 * asm's leading branch could have used our last insn
		 */
		e->reloc_at = n;
		if (n && s[n - 1] != '\n')
			buf_ch(&relocs, '\n');
	}
	if (e->anchor) {
		buf_str(&relocs, e->anchor);
		buf_str(&relocs, ":\n");
	}
	for (i = 0; i < e->nlabels; i++) {
		buf_str(&relocs, "\t.reloc\t., BFD_RELOC_NONE, ");
		buf_str(&relocs, e->labels[i]);
		buf_ch(&relocs, '\n');
	}
	if (e->nlabels || e->anchor) {
		e->edits = grow(e->edits, &e->edits_cap, e->nedits + 1,
				sizeof(*e->edits));
		e->nedits++;
		k = 0;
		while (k + 1 < e->nedits && e->edits[k].start < e->reloc_at)
			k++;
		memmove(e->edits + k + 1, e->edits + k,
			(e->nedits - 1 - k) * sizeof(*e->edits));
		e->edits[k].start = e->reloc_at;
		e->edits[k].end = e->reloc_at;
		e->edits[k].text = buf_take(&relocs);
		e->edits[k].len = strlen(e->edits[k].text);
	}
	for (i = 0; i < e->nedits; i++) {
		buf_add(&b, s + pos, e->edits[i].start - pos);
		buf_add(&b, e->edits[i].text, e->edits[i].len);
		pos = e->edits[i].end;
	}
	buf_add(&b, s + pos, n - pos);
	e->res->len = b.len;
	e->res->text = buf_take(&b);
	e->res->edits = e->edits;
	e->res->nedits = e->nedits;
	e->edits = NULL;
	e->nedits = 0;
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

static void emitter_free(struct emitter *e)
{
	size_t i;

	for (i = 0; i < e->nedits; i++)
		free(e->edits[i].text);
	for (i = 0; i < e->nlabels; i++)
		free(e->labels[i]);
	free(e->edits);
	free(e->labels);
	free(e->probs);
	free(e->anchor);
}

/*
 * Most templates have nothing for us: no %S and no section directive.  A
 * scan for both is much cheaper than reading the template the way gas
 * does, and this runs on every asm of every unit.  It is no name rule: a
 * template it lets through is read in full.
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

void ss_rewrite(const struct ss_asm *in, const struct ss_syntax *syn,
		const struct ss_config *cfg, struct ss_result *res)
{
	struct lexed lx;
	struct sections sm;
	struct emitter e;
	size_t i;
	int blocked = 0, skipped = 0;

	memset(res, 0, sizeof(*res));
	if (!may_concern_us(in->text, in->len))
		return;
	lex(in, syn, &lx);
	sections_init(&sm, in, syn);
	memset(&e, 0, sizeof(e));
	e.in = in;
	e.syn = syn;
	e.cfg = cfg;
	e.lx = &lx;
	e.res = res;

	/* gas skips the rest of a line it skips */
	for (i = 0; i < lx.nstmts; i++)
		if (!lx.stmts[i].rest_of_line || !skipped)
			skipped = statement(&e, &sm, &lx.stmts[i]);
	if (e.nedits && (lx.dialect || !balanced(&sm))) {
		struct stmt all = {
			.end = lx.n, .line = lx.dialect ? 1 : lx.lines,
		};

		problem(&e, lx.dialect ? SS_DIAG_DIALECT : SS_DIAG_UNBALANCED,
			&all);
	}
	for (i = 0; i < e.nprobs; i++)
		blocked |= diag_info[e.probs[i].code].blocking;
	if (e.relevant)
		report(&e, blocked);
	if (blocked)
		drop_renames(res);
	else if (e.nedits)
		apply(&e);
	if (!blocked)
		res->labels_used = e.nids;
	emitter_free(&e);
	sections_free(&sm);
	lex_free(&lx);
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
