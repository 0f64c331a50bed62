/**
 * How a rendered guide looks, in the console's palette: Tailwind's arbitrary variants on the one
 * element that holds the HTML markdown-it made (it has no classes of its own). Long words and paths
 * wrap rather than widen the page; tables scroll inside their box.
 */
export const PROSE = [
  "space-y-4 text-sm leading-6 text-zinc-800 [overflow-wrap:anywhere]",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-4 [&_h2]:border-t [&_h2]:border-zinc-200 [&_h2]:pt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-zinc-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-4 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-zinc-900",
  "[&_h4]:mt-6 [&_h4]:scroll-mt-4 [&_h4]:font-semibold [&_h4]:text-zinc-900",
  "[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_li>ul]:mt-1",
  "[&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.8125rem] [&_code]:text-zinc-900",
  "[&_pre]:rounded-lg [&_pre]:bg-zinc-900 [&_pre]:p-4 [&_pre]:text-xs [&_pre]:leading-relaxed [&_pre]:whitespace-pre-wrap [&_pre]:text-zinc-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-xs [&_pre_code]:text-zinc-100",
  "[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:bg-white [&_.table-scroll]:ring-1 [&_.table-scroll]:ring-zinc-200",
  "[&_table]:min-w-full [&_table]:text-left [&_table]:text-xs [&_table]:[overflow-wrap:normal]",
  "[&_th]:bg-zinc-50 [&_th]:px-3 [&_th]:py-2 [&_th]:align-bottom [&_th]:font-semibold",
  "[&_td]:border-t [&_td]:border-zinc-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_strong]:font-semibold [&_strong]:text-zinc-900",
].join(" ");
