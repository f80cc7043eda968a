/* A system header whose macro pushes a note table entry (as sys/sdt.h
   does): GCC drops warnings located here.  */
#pragma GCC system_header
#define NOTE_ENTRY(x) \
	asm volatile(".pushsection mynotes,\"\",\"note\"\n.long " #x "\n.popsection")
