// The model's `#Preview` expansion, for type-checking only (Tests/AppleModel/README.md, "`#Preview`").
//
// Xcode's `PreviewsMacros.SwiftUIView` expands a preview into a type that registers it with the
// canvas (`DeveloperToolsSupport.PreviewRegistry`) and hosts the view at run time. This one does NOT
// reproduce that registration, nor anything that runs. It declares a uniquely named `@MainActor`
// struct whose initializer has the macro's parameters (a name, and a `@ViewBuilder` body
// `@escaping @MainActor () -> any View`), and a static function that calls it with the preview's
// arguments as written: the compiler type-checks the body there as it does in the real expansion,
// builder, isolation and all. Nothing calls the function.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(_ name: String? = nil, body:)` for a SwiftUI view, under the SDK's type name.
public struct SwiftUIView: DeclarationMacro {
  /// The uniquely named struct that holds the preview's name and body (see the file's comment).
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let preview = context.makeUniqueName("Preview")
    let call = FunctionCallExprSyntax(
      calledExpression: DeclReferenceExprSyntax(baseName: .keyword(.Self)),
      leftParen: .leftParenToken(), arguments: node.arguments.trimmed, rightParen: .rightParenToken(),
      trailingClosure: node.trailingClosure?.trimmed,
      additionalTrailingClosures: node.additionalTrailingClosures.trimmed)
    return [
      """
      @MainActor private struct \(preview) {
        let name: Swift.String?
        let body: @MainActor () -> any SwiftUI.View
        init(_ name: Swift.String? = nil, @SwiftUI.ViewBuilder body: @escaping @MainActor () -> any SwiftUI.View) {
          self.name = name
          self.body = body
        }
        static func make() -> Self {
          \(call)
        }
      }
      """
    ]
  }
}

@main
struct PreviewsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [SwiftUIView.self]
}
