/* What gas makes of linkorder pieces: sections named as the table, each
   a note or progbits section with SHF_LINK_ORDER (L) linked to the
   function's section, none renamed.  Quoted types read on every target.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -ffunction-sections -fplugin-arg-sectsubst-tables=.note.t:linkorder,tbl:linkorder" } */

int f(int *p)
{
	asm volatile("1: nop\n"
		     ".pushsection .note.t,\"?\",\"note\"\n.long 1b\n.popsection\n"
		     ".pushsection tbl,\"a\",\"progbits\"\n.long 1b\n.popsection" : : "r"(p));
	return 0;
}

/* { dg-final { scan-sections {\] \.text\.f\s} } } */
/* { dg-final { scan-sections {\] \.note\.t\s+NOTE\s+[0-9a-f]+ [0-9a-f]+ [0-9a-f]+ 00\s+L\s+[1-9]} } } */
/* { dg-final { scan-sections {\] tbl\s+PROGBITS\s+[0-9a-f]+ [0-9a-f]+ [0-9a-f]+ 00\s+AL\s+[1-9]} } } */
/* { dg-final { scan-sections-not {\] (\.note\.t|tbl)\.} } } */
