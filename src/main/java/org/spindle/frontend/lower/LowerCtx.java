package org.spindle.frontend.lower;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import org.spindle.frontend.ast.FunctionSymbol;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.program.DataModel;
import org.spindle.program.MemoryObject;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/** Program-wide lowering state shared by all thread instances. */
final class LowerCtx {
  static final int MAX_THREADS = 1000;

  /** A thread instance to lower: discovered at its create site. */
  record ThreadJob(int id, String name, FunctionSymbol routine, MemoryObject param, SourcePos pos) {}

  final TranslationUnit unit;
  final DataModel dm;
  final Layouts layouts;
  final MemoryAllocator memory = new MemoryAllocator();
  final Facts facts;
  final GlobalInit globals;
  final Deque<ThreadJob> jobs = new ArrayDeque<>();
  final Map<String, Integer> instancesPerRoutine = new HashMap<>();
  final int[] edgeIds = {0};
  /**
   * Conversions of a pointer to an integer type (not {@code _Bool}) with their operands, checked
   * once the program is built ({@link Lowering}): addresses count cells, not bytes, so the integer
   * value of an object's address is not the one C gives it.
   */
  final java.util.List<PointerToInteger> pointerToInteger = new java.util.ArrayList<>();

  record PointerToInteger(org.spindle.program.Expr operand, org.spindle.program.SourcePos pos) {}
  private int nextThread = 1;
  /** Some lowered code calls a pthread_cond_ function (D64: the second lowering is needed). */
  boolean condCalls;

  final LowerOptions options;

  /** {@code condCells}: cells of an exact condition variable (D64), 0 for D5's one cell. */
  LowerCtx(TranslationUnit unit, DataModel dm, FunctionSymbol main, LowerOptions options, int condCells) {
    this.options = options;
    this.unit = unit;
    this.dm = dm;
    this.facts = new Facts(unit, main);
    this.layouts = new Layouts(dm, facts.mutexKinds, condCells);
    this.globals = new GlobalInit(this);
  }

  private MemoryObject results;

  /**
   * Return values of thread instances, one pointer cell per thread id (created only when some
   * pthread_join reads a status): written when a start routine returns or calls pthread_exit, read
   * by pthread_join(h, &status) at index h.
   */
  MemoryObject threadResults() {
    if (results == null && facts.joinsWithStatus) {
      results = memory.create("__thread_result", MemoryObject.Region.GLOBAL, -1,
          java.util.List.of(layouts.pointerType()), MAX_THREADS, true, true, Map.of(), SourcePos.UNKNOWN);
    }
    return results;
  }

  private int keysCreated;

  /**
   * The value of the next key a lowered pthread_key_create edge creates: 1, 2, ... at most one per
   * call site in the program (each thread's key object has that many cells, D46).
   */
  int newKey(SourcePos pos) {
    if (keysCreated >= facts.keyCreateSites) {
      throw new UnsupportedFeature(pos, "pthread_key_create reached in more than one calling context");
    }
    return ++keysCreated;
  }

  /** Function addresses (D48): below the first object address, never NULL. */
  static final long FUNCTION_BASE = 0x100;
  static final long FUNCTION_STRIDE = 4;
  private final java.util.List<FunctionSymbol> functions = new java.util.ArrayList<>();

  /**
   * The value of a pointer to {@code f}: {@link #FUNCTION_BASE} + {@link #FUNCTION_STRIDE} * its
   * index among the functions whose address is taken. No memory object holds such an address, so
   * dereferencing it as data is an invalid access in every engine.
   */
  long functionAddress(FunctionSymbol f, SourcePos pos) {
    if (functions.isEmpty()) functions.addAll(facts.addressTakenFunctions);
    int i = functions.indexOf(f);
    if (i < 0) {
      functions.add(f);
      i = functions.size() - 1;
    }
    long a = FUNCTION_BASE + FUNCTION_STRIDE * i;
    if (a >= MemoryAllocator.FIRST_ADDRESS) throw new UnsupportedFeature(pos, "more than " + i + " functions used as values");
    return a;
  }

  int newThreadId(SourcePos pos) {
    if (nextThread >= MAX_THREADS) {
      throw new UnsupportedFeature(pos, "more than " + MAX_THREADS + " thread instances");
    }
    return nextThread++;
  }

  MemoryObject global(VarSymbol v, SourcePos pos) {
    return globals.object(v, pos);
  }
}
