// expect: SAFE
// state-space: finite
// Source: thesis Fig. 4.14 (the file system benchmark, after Flanagan, Freund and Qadeer;
// a simplified extract of the Frangipani file system). A time-varying mutex: while
// busy == 1 the disk block is protected by m_inode, while busy == 0 by m_busy.
// T1 allocates (under m_inode: if !inode { under m_busy: busy = 1; inode = 1; block = 1 }),
// T2 resets the block under m_busy if !busy, T3 deallocates holding both mutexes.
// Initially inode == busy == 0. Assertions: T1 reads back block == 1 (nobody can reset
// it while busy == 1 and T1 holds m_inode); T2 reads back block == 0 (T1 can only write
// the block after setting busy under m_busy, which T2 holds); T3 sees inode == busy
// (they differ only while T1 holds m_inode between its two writes).
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
pthread_mutex_t m_inode, m_busy;

void *thr1(void *arg) {
  int i, b;
  while (1) {
    pthread_mutex_lock(&m_inode);
    i = inode;
    if (!i) {
      pthread_mutex_lock(&m_busy);
      busy = 1;
      pthread_mutex_unlock(&m_busy);
      inode = 1;
      block = 1;
      b = block;
      __VERIFIER_assert(b == 1);
    }
    pthread_mutex_unlock(&m_inode);
  }
  return 0;
}

void *thr2(void *arg) {
  int bu, b;
  while (1) {
    pthread_mutex_lock(&m_busy);
    bu = busy;
    if (!bu) {
      block = 0;
      b = block;
      __VERIFIER_assert(b == 0);
    }
    pthread_mutex_unlock(&m_busy);
  }
  return 0;
}

void *thr3(void *arg) {
  int i, bu;
  while (1) {
    pthread_mutex_lock(&m_inode);
    pthread_mutex_lock(&m_busy);
    i = inode;
    bu = busy;
    __VERIFIER_assert(i == bu);
    inode = 0;
    busy = 0;
    pthread_mutex_unlock(&m_inode);
    pthread_mutex_unlock(&m_busy);
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
