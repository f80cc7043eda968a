/* SPDX-License-Identifier: GPL-2.0-or-later */
/* MIPS, where inline asm is in .set reorder mode: gas fills a branch's
   delay slot with the instruction before it, unless something sits in
   between: a label, or a .reloc.  The plugin's references must not be
   such a thing, or the addiu would stay before the beqz, a nop would fill
   the slot and the code would be 4 bytes longer than gas's: on MIPS they
   go before the template's first label instead of at its start.
   (GCC passes its -O to gas, and gas fills delay slots from -O1 on.)
   diff-flags: {-O1} {-O2} {-O2 -ffunction-sections}
   diff-targets: mips*-*-* */

void fill_slot(void)
{
	asm volatile("addiu $9, $9, 1");
	asm volatile("beqz $8, 2f\n"
		     ".pushsection __ex_table,\"a\"\n.long 1\n.popsection\n"
		     ".pushsection %S.mark,\"a\"\n.byte 2\n.popsection\n"
		     "2:");
}

int fill_slot_ext(int x, int y)
{
	asm volatile("addiu %0, %0, 1" : "+r"(x));
	asm goto("beqz %0, %l1\n"
		 ".pushsection __ex_table,\"a\"\n.long 3\n.popsection"
		 : : "r"(y) : : out);
	return x;
out:
	return -x;
}
