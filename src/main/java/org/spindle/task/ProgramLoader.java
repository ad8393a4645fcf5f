package org.spindle.task;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.MacroDefinition;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;

/**
 * Turns a command-line input (.c, .i, or SV-COMP .yml task) into the program model. Data model:
 * explicit option first, then the task's .yml (also a .yml next to a .i of the same name), then
 * ILP32 for .i files (SV-COMP preprocesses with -m32) and LP64 for .c files (docs/decisions.md).
 * Macros predefined on the command line travel with the input to the preprocessor.
 */
public final class ProgramLoader {
  private ProgramLoader() {}

  public record Input(Path sourceFile, DataModel dataModel, Optional<TaskFile> task,
      ImmutableList<MacroDefinition> defines) {
    public Input(Path sourceFile, DataModel dataModel, Optional<TaskFile> task) {
      this(sourceFile, dataModel, task, ImmutableList.of());
    }

    public Input withDataModel(DataModel dm) {
      return new Input(sourceFile, dm, task, defines);
    }
  }

  public static Input resolve(Path file, DataModel explicitModel) throws IOException {
    return resolve(file, explicitModel, List.of());
  }

  public static Input resolve(Path file, DataModel explicitModel, List<MacroDefinition> defines)
      throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IOException("cannot read " + file + ": no such file");
    }
    String name = file.getFileName().toString();
    Optional<TaskFile> task = Optional.empty();
    Path source = file;
    if (name.endsWith(".yml") || name.endsWith(".yaml")) {
      TaskFile t = TaskFile.read(file);
      task = Optional.of(t);
      source = t.inputFile();
    } else if (name.endsWith(".i")) {
      Path sibling = file.resolveSibling(name.substring(0, name.length() - 2) + ".yml");
      if (Files.isRegularFile(sibling)) task = Optional.of(TaskFile.read(sibling));
    }
    DataModel dm = explicitModel;
    if (dm == null) {
      dm = task.map(TaskFile::dataModel)
          .orElse(source.getFileName().toString().endsWith(".i") ? DataModel.ILP32 : DataModel.LP64);
    }
    return new Input(source, dm, task, ImmutableList.copyOf(defines));
  }

  public static TranslationUnit parse(Input in) throws IOException {
    return CFrontend.parseFile(in.sourceFile(), in.dataModel(), in.defines());
  }

  public static Program load(Input in) throws IOException {
    return load(in, LowerOptions.DEFAULT);
  }

  public static Program load(Input in, LowerOptions options) throws IOException {
    return Lowering.lower(parse(in), in.dataModel(), options);
  }
}
