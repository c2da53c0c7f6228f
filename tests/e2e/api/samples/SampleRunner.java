import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs Java code samples in one JVM, compiled together with this class in one javac run:
 * java -cp CLASSES SampleRunner RESULTS.json ClassName... (see ../samples.spec.ts). Each sample's main runs in
 * turn with System.out captured; an exception is that sample's failure and the next one runs.
 */
public class SampleRunner {
    public static void main(String[] args) throws Exception {
        PrintStream stdout = System.out;
        StringBuilder json = new StringBuilder("[");
        for (int i = 1; i < args.length; i++) {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
            String error = null;
            try {
                Class.forName(args[i]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                error = String.valueOf(e.getCause());
            } catch (Exception e) {
                error = String.valueOf(e);
            } finally {
                System.setOut(stdout);
            }
            if (i > 1) json.append(',');
            json.append("{\"ok\":").append(error == null)
                .append(",\"out\":").append(quote(buffer.toString(StandardCharsets.UTF_8)));
            if (error != null) json.append(",\"error\":").append(quote(error));
            json.append('}');
        }
        Files.writeString(Path.of(args[0]), json.append(']').toString());
    }

    static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }
}
