// The model's `#Preview` expansions, for type-checking only (Tests/AppleModel/README.md, "`#Preview`").
//
// Xcode's `PreviewsMacros.SwiftUIView` (SwiftUI's form) and `PreviewsMacros.KitViewMacro` (UIKit's
// two forms, a view and a view controller) expand a preview into a type that registers it with the
// canvas (`DeveloperToolsSupport.PreviewRegistry`) and hosts the view at run time. These do NOT
// reproduce that registration, nor anything that runs. Each declares a uniquely named `@MainActor`
// struct whose initializer has its macro's parameters (SwiftUI's: a name, and a `@ViewBuilder` body
// `@escaping @MainActor () -> any View`; UIKit's: a name, the traits, and a `PreviewMacroBodyBuilder`
// body `@escaping @MainActor () -> UIView`, or `UIViewController` in the second initializer, as the
// two macros share the implementation), and a static function that calls it with the preview's
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
          \(call(node))
        }
      }
      """
    ]
  }
}

/// `#Preview(_ name: String? = nil, traits:, body:)` for a UIKit view or view controller, under the
/// SDK's type name (UIKit's two forms both name it).
public struct KitViewMacro: DeclarationMacro {
  /// The uniquely named struct with an initializer per form (see the file's comment).
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let preview = context.makeUniqueName("Preview")
    let traits = "DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>"
    return [
      """
      @MainActor private struct \(preview) {
        let name: Swift.String?
        let traits: [\(raw: traits)]
        init(
          _ name: Swift.String? = nil, traits: \(raw: traits)...,
          @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIKit.UIView> body:
            @escaping @MainActor () -> UIKit.UIView
        ) {
          self.name = name
          self.traits = traits
          _ = body
        }
        init(
          _ name: Swift.String? = nil, traits: \(raw: traits)...,
          @DeveloperToolsSupport.PreviewMacroBodyBuilder<UIKit.UIViewController> body:
            @escaping @MainActor () -> UIKit.UIViewController
        ) {
          self.name = name
          self.traits = traits
          _ = body
        }
        static func make() -> Self {
          \(call(node))
        }
      }
      """
    ]
  }
}

/// `Self(…)` with the preview's arguments and closures as written.
private func call(_ node: some FreestandingMacroExpansionSyntax) -> FunctionCallExprSyntax {
  FunctionCallExprSyntax(
    calledExpression: DeclReferenceExprSyntax(baseName: .keyword(.Self)),
    leftParen: .leftParenToken(), arguments: node.arguments.trimmed, rightParen: .rightParenToken(),
    trailingClosure: node.trailingClosure?.trimmed,
    additionalTrailingClosures: node.additionalTrailingClosures.trimmed)
}

@main
struct PreviewsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [SwiftUIView.self, KitViewMacro.self]
}
