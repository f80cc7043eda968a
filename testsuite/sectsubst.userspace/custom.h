/* A table of one's own, mytbl, with no linker script: each entry an id,
   pushed by inline asm from the function it belongs to, read between
   __start_mytbl and __stop_mytbl (which every linker defines for a
   section named as a C identifier).  */
struct entry {
	int id;
};

#define ENTRY(n) \
	asm volatile(".pushsection mytbl,\"aw\"\n.balign 4\n.long " #n "\n.popsection")
