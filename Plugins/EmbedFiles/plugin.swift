import Foundation
import PackagePlugin

/// Embeds a module's Lua, HTML, CSS and JavaScript files in its binary: at build time
/// EmbedFilesTool turns them into `Embedded.swift`, one `StaticString` per file (for example
/// `Embedded.preludeLua` for `prelude.lua`), compiled with the module's own sources. Nothing is
/// read from disk at run time, and the files stay real files the tests can check (luacheck,
/// Lua's own `load`, a browser).
@main
struct EmbedFiles: BuildToolPlugin {
    static let extensions: Set<String> = ["lua", "html", "css", "js"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Embedded.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.map(\.lastPathComponent).sorted().joined(separator: ", ")) in \(target.name)",
            executable: try context.tool(named: "EmbedFilesTool").url,
            arguments: [output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])]
    }
}
