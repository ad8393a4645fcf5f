// expect: UNSAFE
// state-space: finite
// Source: issue 17 §4 (D48), the unsafe variant of function_pointers.c. The start routine is
// chosen through a function pointer: with an input != 0 main starts `writer` (g = 2), else
// `reader`. The assertion g != 2 after the join fails exactly when the pointer held `writer`,
// so the error needs the call dispatch to follow the pointer's value.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int g, seen;

void *reader(void *arg) { seen = g; return 0; }
void *writer(void *arg) { g = 2; return 0; }

int main(void) {
  pthread_t t;
  void *(*start)(void *) = reader;
  if (__VERIFIER_nondet_int()) start = writer;
  pthread_create(&t, 0, start, 0);
  pthread_join(t, 0);
  __VERIFIER_assert(g != 2);
  return 0;
}
