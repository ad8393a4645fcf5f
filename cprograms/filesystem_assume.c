// expect: PARTIALLY SAFE
// state-space: finite
// Source: thesis Fig. 4.15(a) (the file system benchmark with all mutexes removed and the
// synchronization constraints stated in atomic sections). Here each constraint is an
// ASSERTION: a schedule that reaches a section whose constraint is false is an error.
// T1: if !inode { busy = 1; inode = 1; atomic { check inode && busy; block = 1 } }
// T2: if !busy { atomic { check !busy; block = 0 } }
// T3: atomic { check inode == busy; inode = 0; busy = 0 }
// Unsafe interleavings: T1 sets busy = 1, T3 runs before T1 sets inode (inode 0 != busy
// 1); or T2 tests busy == 0,
// then T1 sets busy = 1 and T2's check fails.
// Partially safe: the fair, deadlock-free schedule "T3, T2, T1" (each loop body as a
// whole, repeated) -- the schedule found in the thesis -- satisfies every constraint:
// T3 sees 0 == 0 (or 1 == 1), T2 sees busy == 0, T1 sees inode == busy == 1. No inputs.
// All values are bits -> finite.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int block;
int busy;
int inode;

void *thr1(void *arg) {
  int i, b;
  while (1) {
    i = inode;
    if (!i) {
      busy = 1;
      inode = 1;
      __VERIFIER_atomic_begin();
      __VERIFIER_assert(inode && busy);
      block = 1;
      __VERIFIER_atomic_end();
    }
  }
  return 0;
}

void *thr2(void *arg) {
  int bu;
  while (1) {
    bu = busy;
    if (!bu) {
      __VERIFIER_atomic_begin();
      __VERIFIER_assert(!busy);
      block = 0;
      __VERIFIER_atomic_end();
    }
  }
  return 0;
}

void *thr3(void *arg) {
  while (1) {
    __VERIFIER_atomic_begin();
    __VERIFIER_assert(inode == busy);
    inode = 0;
    busy = 0;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_create(&t3, 0, thr3, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}
