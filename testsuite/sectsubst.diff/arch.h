/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The differential sources (diff.exp) on every target: the few places
   where they need an instruction, or a spelling that is not the same for
   every assembler, take it from here.  Operands are GCC's: "0" is %0,
   "l1" is %l1.

     ARCH_COMMENT          rest-of-line comment: # (x86, RISC-V, MIPS,
                           PowerPC), @ (ARM), // (AArch64), | (m68k)
     SECTYPE(t)            a section type in basic asm: @progbits, or
                           %progbits on ARM, where @ starts a comment
     SECTYPE_X(t)          the same in extended asm (%%progbits on ARM)
     JUMP_BACK(l)          branch to label l ("1b")
     RET                   return (a naked function, a stray code section)
     LOAD(d, a)            int operand d = *operand a
     PEEK(a)               touch the int at operand a (x86: incl)
     MOVE(d, s)            int operand d = operand s
     BRANCH_NZ(r, l)       branch to asm goto label l if operand r != 0
     BRANCH_Z(r, l)        branch to asm goto label l if operand r == 0
     HAVE_NAKED            the target has __attribute__((naked))
     HAVE_TARGET_CLONES    the target has target_clones("avx2", "default")
     NO_ASM_GOTO_OUTPUTS   (not here: diff-compile defines it where
                           $GCC refuses asm goto with outputs, the
                           asm_goto_outputs effective target)
*/
#ifndef SECTSUBST_DIFF_ARCH_H
#define SECTSUBST_DIFF_ARCH_H

#define SECTYPE(t) "@" t
#define SECTYPE_X(t) "@" t

#if defined(__x86_64__) || defined(__i386__)
#define ARCH_COMMENT "#"
#define JUMP_BACK(l) "jmp " l
#define RET "ret"
#define LOAD(d, a) "movl (%" a "), %" d
#define PEEK(a) "incl (%" a ")"
#define MOVE(d, s) "movl %" s ", %" d
#define BRANCH_NZ(r, l) "testl %" r ", %" r "\n jnz %" l
#define BRANCH_Z(r, l) "testl %" r ", %" r "\n jz %" l
#define HAVE_NAKED 1
#define HAVE_TARGET_CLONES 1

#elif defined(__arm__)
#undef SECTYPE
#undef SECTYPE_X
#define SECTYPE(t) "%" t
#define SECTYPE_X(t) "%%" t
#define ARCH_COMMENT "@"
#define JUMP_BACK(l) "b " l
#define RET "bx lr"
#define LOAD(d, a) "ldr %" d ", [%" a "]"
#define PEEK(a) "pld [%" a "]"
#define MOVE(d, s) "mov %" d ", %" s
#define BRANCH_NZ(r, l) "cmp %" r ", #0\n bne %" l
#define BRANCH_Z(r, l) "cmp %" r ", #0\n beq %" l
#define HAVE_NAKED 1

#elif defined(__aarch64__)
#define ARCH_COMMENT "//"
#define JUMP_BACK(l) "b " l
#define RET "ret"
#define LOAD(d, a) "ldr %w" d ", [%" a "]"
#define PEEK(a) "prfm pldl1keep, [%" a "]"
#define MOVE(d, s) "mov %w" d ", %w" s
#define BRANCH_NZ(r, l) "cbnz %w" r ", %" l
#define BRANCH_Z(r, l) "cbz %w" r ", %" l

#elif defined(__riscv)
#define ARCH_COMMENT "#"
#define JUMP_BACK(l) "j " l
#define RET "ret"
#define LOAD(d, a) "lw %" d ", 0(%" a ")"
#define PEEK(a) "lw zero, 0(%" a ")"
#define MOVE(d, s) "mv %" d ", %" s
#define BRANCH_NZ(r, l) "bnez %" r ", %" l
#define BRANCH_Z(r, l) "beqz %" r ", %" l
#define HAVE_NAKED 1

#elif defined(__mips__)
/* inline asm is in .set reorder mode: gas fills the delay slots */
#define ARCH_COMMENT "#"
#define JUMP_BACK(l) "b " l
#define RET "jr $31"
#define LOAD(d, a) "lw %" d ", 0(%" a ")"
#define PEEK(a) "pref 0, 0(%" a ")"
#define MOVE(d, s) "move %" d ", %" s
#define BRANCH_NZ(r, l) "bnez %" r ", %" l
#define BRANCH_Z(r, l) "beqz %" r ", %" l

#elif defined(__powerpc__) && !defined(__powerpc64__)
/* no HAVE_NAKED: GCC ignores the naked attribute on PowerPC, with a
   warning */
#define ARCH_COMMENT "#"
#define JUMP_BACK(l) "b " l
#define RET "blr"
#define LOAD(d, a) "lwz %" d ", 0(%" a ")"
#define PEEK(a) "dcbt 0, %" a
#define MOVE(d, s) "mr %" d ", %" s
#define BRANCH_NZ(r, l) "cmpwi %" r ", 0\n bne %" l
#define BRANCH_Z(r, l) "cmpwi %" r ", 0\n beq %" l

#elif defined(__m68k__)
/* The operands are "r": a data register or an address register, and only
   an address register can be a base.  An index can be either: memory at
   an index with a suppressed base (%za0, 68020 and up) takes both.  No
   HAVE_NAKED: GCC ignores the naked attribute on m68k, with a warning.  */
#define ARCH_COMMENT "|"
#define JUMP_BACK(l) "jra " l
#define RET "rts"
#define LOAD(d, a) "move.l (%%za0,%" a ".l),%" d
#define PEEK(a) "tst.l (%%za0,%" a ".l)"
#define MOVE(d, s) "move.l %" s ",%" d
#define BRANCH_NZ(r, l) "tst.l %" r "\n jne %" l
#define BRANCH_Z(r, l) "tst.l %" r "\n jeq %" l

#else
#error "sectsubst.diff: no spellings for this target in arch.h"
#endif

#endif /* SECTSUBST_DIFF_ARCH_H */
