// Two nondet values drawn in one atomic section: the error needs x == 1 and y == 2.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int x;
int y;

int main(void) {
  __VERIFIER_atomic_begin();
  x = __VERIFIER_nondet_int();
  y = __VERIFIER_nondet_int();
  __VERIFIER_atomic_end();
  if (x == 1 && y == 2) {
    reach_error();
  }
  return 0;
}
