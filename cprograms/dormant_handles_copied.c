// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17, threads beyond the thread bound (docs/decisions.md D44, amended 2026-11-29).
// main creates threads in a loop whose end is an input, keeping the previous handle in prev;
// after five creations prev and x name two distinct threads, so prev != x and the error is
// reachable. With the default bound 3 the fourth and fifth threads are dormant, and a model in
// which every dormant handle is the same constant would make prev == x there: the Horn-clause
// engine proved this program SAFE that way (found while fixing the review's dormant-handle bug).
// Now the thread-modular engines refuse a program that reads a handle other than by a join, the
// interpreter stops a run at such a read, and the explicit search finds the error at bound 6.
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
pthread_t x, prev;
void *t(void *a) { return 0; }
int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) { prev = x; pthread_create(&x, 0, t, 0); n++; }
  if (n >= 5 && prev != x) reach_error();
  return 0;
}
