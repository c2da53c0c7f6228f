using System;
using System.IO;
using System.Reflection;
using System.Text;

// Runs C# code samples in one process, compiled together with this class in one mcs run:
// mono samples.exe RESULTS.json ClassName... (see ../samples.spec.ts). Each sample's Main runs in turn with
// Console.Out captured; an exception is that sample's failure and the next one runs.
public static class SampleRunner
{
    public static void Main(string[] args)
    {
        var stdout = Console.Out;
        var json = new StringBuilder("[");
        for (var i = 1; i < args.Length; i++)
        {
            var buffer = new StringWriter();
            Console.SetOut(buffer);
            string error = null;
            try
            {
                Type.GetType(args[i], true).GetMethod("Main").Invoke(null, null);
            }
            catch (TargetInvocationException e)
            {
                error = e.InnerException.ToString();
            }
            catch (Exception e)
            {
                error = e.ToString();
            }
            finally
            {
                Console.SetOut(stdout);
            }
            if (i > 1) json.Append(',');
            json.Append("{\"ok\":").Append(error == null ? "true" : "false");
            json.Append(",\"out\":").Append(Quote(buffer.ToString()));
            if (error != null) json.Append(",\"error\":").Append(Quote(error));
            json.Append('}');
        }
        File.WriteAllText(args[0], json.Append(']').ToString());
    }

    static string Quote(string s)
    {
        var out_ = new StringBuilder("\"");
        foreach (var c in s)
        {
            if (c == '"' || c == '\\') out_.Append('\\').Append(c);
            else if (c < 0x20) out_.Append(string.Format("\\u{0:x4}", (int)c));
            else out_.Append(c);
        }
        return out_.Append('"').ToString();
    }
}
