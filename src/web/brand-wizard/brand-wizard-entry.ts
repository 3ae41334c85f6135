declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Set by the link that enters the brand wizard from outside it ("Finalizar registro da marca" on /home):
     * the wizard resumes at the first unfinished step. Without it (a reload, a typed address, the back button)
     * the wizard opens the page's own step when every step before it is finished.
     */
    resumeWizard?: boolean;
  }
}

/** The history state of a link that enters the brand wizard to continue it. */
export const resumeWizard = { resumeWizard: true };
