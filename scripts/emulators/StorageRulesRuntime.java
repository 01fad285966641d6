import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Offline stand-in for the Firebase CLI's `cloud-storage-rules-runtime` (docs/decisions/0004-storage-rules-stand-in.md): evaluates
 * storage.rules with the rules engine inside Google Cloud CLI's Firestore emulator jar, speaking the
 * CLI's line-delimited JSON protocol on stdin/stdout (firebase-tools lib/emulator/storage/rules/runtime.js):
 *
 * <ul>
 *   <li>start-up: a reply with id -1 announces readiness;
 *   <li>{@code load_ruleset}: compiles {@code context.source}; answers {@code result.rulesVersion} and the
 *       compiler's errors and warnings;
 *   <li>{@code verify}: evaluates {@code context.method} on {@code context.path} with the variables
 *       {@code request} and {@code resource}; answers {@code result.permit}.
 * </ul>
 *
 * It relies on internals of that jar version (emulator 1.19.9), so it is an offline fallback only: the
 * real runtime is used wherever the Firebase CLI has it cached. Anything it cannot evaluate is denied,
 * never allowed. Cross-service calls (firestore.get in storage rules) are not supported: denied.
 */
public final class StorageRulesRuntime {
  private static final Pattern RULES_VERSION_2 =
      Pattern.compile("rules_version\\s*=\\s*['\"]2['\"]");

  private final Map<String, CompileResult> rulesets = new HashMap<>();
  private final Map<String, Integer> versions = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
    StorageRulesRuntime runtime = new StorageRulesRuntime(out);
    JsonObject ready = reply(-1);
    ready.add("result", new JsonObject());
    out.println(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) runtime.handle(line);
    }
  }

  private static JsonObject reply(long id) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    reply.add("errors", new JsonArray());
    reply.add("warnings", new JsonArray());
    return reply;
  }

  private void handle(String line) {
    long id = -2;
    try {
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      id = request.get("id").getAsLong();
      JsonObject context = request.getAsJsonObject("context");
      String action = request.get("action").getAsString();
      JsonObject answer =
          switch (action) {
            case "load_ruleset" -> loadRuleset(id, context);
            case "verify" -> verify(id, context);
            default -> denied(id, "Unsupported action " + action);
          };
      out.println(answer);
    } catch (Exception e) {
      out.println(denied(id, "Rules runtime error: " + e));
    }
  }

  private JsonObject loadRuleset(long id, JsonObject context) throws Exception {
    String name = context.get("rulesetName").getAsString();
    // The CLI sends the Source proto as JSON ({ files: [{ name, content }] }); a bare string is accepted too.
    JsonElement rawSource = context.get("source");
    Source.Builder sourceBuilder = Source.newBuilder();
    if (rawSource.isJsonPrimitive()) {
      sourceBuilder.addFiles(File.newBuilder().setName("storage.rules").setContent(rawSource.getAsString()));
    } else {
      JsonFormat.parser().ignoringUnknownFields().merge(rawSource.toString(), sourceBuilder);
    }
    Source source = sourceBuilder.build();
    StringBuilder content = new StringBuilder();
    for (File file : source.getFilesList()) content.append(file.getContent()).append('\n');
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone().compile(source);
    JsonObject reply = reply(id);
    for (Issue issue : compiled.getIssues()) {
      String text =
          String.format(
              "%s:%d:%d - %s",
              issue.getSourcePosition().getFileName(),
              issue.getSourcePosition().getLine(),
              issue.getSourcePosition().getColumn(),
              issue.getDescription());
      if (issue.getSeverity() == Issue.Severity.ERROR) {
        reply.getAsJsonArray("errors").add(text);
      } else {
        reply.getAsJsonArray("warnings").add(text);
      }
    }
    if (compiled.hasCompilationError() && reply.getAsJsonArray("errors").isEmpty()) {
      reply.getAsJsonArray("errors").add("storage.rules does not compile");
    }
    int version = RULES_VERSION_2.matcher(content).find() ? 2 : 1;
    if (!compiled.hasCompilationError()) {
      rulesets.put(name, compiled);
      versions.put(name, version);
    }
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", version);
    reply.add("result", result);
    return reply;
  }

  private JsonObject verify(long id, JsonObject context) throws Exception {
    CompileResult ruleset = rulesets.get(context.get("rulesetName").getAsString());
    if (ruleset == null) return denied(id, "Unknown ruleset");
    AuthRuleEvaluator.RuleContext.Builder builder =
        AuthRuleEvaluator.RuleContext.builder()
            .service(context.get("service").getAsString())
            .method(context.get("method").getAsString())
            .path(context.get("path").getAsString());
    Map<String, Supplier<ListenableFuture<ExpressionValue>>> variables = new HashMap<>();
    for (Map.Entry<String, JsonElement> variable :
        context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      JsonFormat.parser().merge(variable.getValue().toString(), value);
      ExpressionValue built = value.build();
      variables.put(variable.getKey(), () -> Futures.immediateFuture(built));
    }
    builder.variables(ImmutableMap.copyOf(variables));
    EvaluationResult result =
        new DefaultEvaluator(ruleset.getRulesetAst()).evaluate(builder.build()).get();
    JsonObject reply = reply(id);
    JsonObject permit = new JsonObject();
    permit.addProperty("permit", result.permit());
    reply.add("result", permit);
    return reply;
  }

  private static JsonObject denied(long id, String warning) {
    System.err.println("[storage rules] denied request " + id + ": " + warning);
    JsonObject reply = reply(id);
    reply.getAsJsonArray("warnings").add(warning);
    JsonObject permit = new JsonObject();
    permit.addProperty("permit", false);
    reply.add("result", permit);
    return reply;
  }
}
