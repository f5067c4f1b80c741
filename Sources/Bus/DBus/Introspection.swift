/// Introspection XML generated from the interface tables, in the layout of the D-Bus
/// specification's examples (two-space indentation, one element per line).
public enum Introspection {
    public static let doctype =
        "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n" +
        "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">"

    public static func document(interfaces: [DBusInterface], children: [String]) -> String {
        var lines = [doctype, "<node>"]
        for interface in interfaces { lines.append(xml(interface, indent: "  ")) }
        for child in children { lines.append("  <node name=\"\(escape(child))\"/>") }
        lines.append("</node>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `<interface>` element.
    public static func xml(_ interface: DBusInterface, indent: String = "") -> String {
        let i1 = indent + "  ", i2 = indent + "    "
        var lines = ["\(indent)<interface name=\"\(escape(interface.name))\">"]
        for method in interface.methods {
            let args = method.inArguments.map { (arg: $0, dir: "in") } + method.outArguments.map { (arg: $0, dir: "out") }
            if args.isEmpty {
                lines.append("\(i1)<method name=\"\(escape(method.name))\"/>")
                continue
            }
            lines.append("\(i1)<method name=\"\(escape(method.name))\">")
            for (arg, dir) in args {
                lines.append("\(i2)<arg name=\"\(escape(arg.name))\" type=\"\(escape(arg.signature))\" direction=\"\(dir)\"/>")
            }
            lines.append("\(i1)</method>")
        }
        for property in interface.properties {
            let head = "\(i1)<property name=\"\(escape(property.name))\" type=\"\(escape(property.signature))\" access=\"\(property.access.rawValue)\""
            if property.changeSignal == .emits {
                lines.append(head + "/>")
            } else {
                lines.append(head + ">")
                lines.append("\(i2)<annotation name=\"\(StandardInterfaces.emitsChangedSignalAnnotation)\" value=\"\(property.changeSignal.rawValue)\"/>")
                lines.append("\(i1)</property>")
            }
        }
        for signal in interface.signals {
            if signal.arguments.isEmpty {
                lines.append("\(i1)<signal name=\"\(escape(signal.name))\"/>")
                continue
            }
            lines.append("\(i1)<signal name=\"\(escape(signal.name))\">")
            for arg in signal.arguments {
                lines.append("\(i2)<arg name=\"\(escape(arg.name))\" type=\"\(escape(arg.signature))\"/>")
            }
            lines.append("\(i1)</signal>")
        }
        lines.append("\(indent)</interface>")
        return lines.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
