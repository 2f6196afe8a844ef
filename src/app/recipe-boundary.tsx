import { Component, type ErrorInfo, type ReactNode } from "react";

export const RECIPE_FAILED_NOTE = "This recipe could not be shown with its formatting, so it is shown as plain text.";

type Props = { text: string; children: ReactNode; /** Shown after the plain text when rendering failed (the reply's actions). */ after?: ReactNode };
type State = { failedOn: string | null };

/**
 * Keeps the page when rendering a reply fails (model output is untrusted: a structure the renderer
 * cannot handle, say): the recipe is then shown as the plain text it is, with a note, and the rest of
 * the page — the list, the buttons — stays. The rest of that reply stays plain; another reply is
 * rendered formatted again.
 */
export class RecipeBoundary extends Component<Props, State> {
  override state: State = { failedOn: null };

  static getDerivedStateFromError(): Partial<State> {
    // Which text failed is recorded in componentDidCatch; until then, any.
    return { failedOn: "" };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    this.setState({ failedOn: this.props.text });
  }

  override render(): ReactNode {
    const { failedOn } = this.state;
    // More of the reply that failed stays plain; another reply is rendered afresh.
    if (failedOn === null || !this.props.text.startsWith(failedOn)) return this.props.children;
    return (
      <>
        <p className="recipe-plain">{this.props.text}</p>
        <p className="recipe-note">{RECIPE_FAILED_NOTE}</p>
        {this.props.after}
      </>
    );
  }
}
