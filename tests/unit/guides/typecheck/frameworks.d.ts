/**
 * The frameworks the guides' Angular blocks import, declared loosely: the guide type check
 * (../typecheck.test.ts) checks what a block does with Quantaloop's types, not Angular's API, and installing
 * Angular for it would add hundreds of megabytes. `ElementRef` keeps its type parameter, so a block's use of
 * `chart.nativeElement` is still checked against the element's type. (React blocks use the real @types/react.)
 */
declare module '@angular/core' {
  export class ElementRef<T = unknown> {
    nativeElement: T;
  }
  export class EventEmitter<T = unknown> {
    emit(value?: T): void;
  }
  export interface OnChanges {
    ngOnChanges(changes?: unknown): void;
  }
  export interface OnInit {
    ngOnInit(): void;
  }
  export interface OnDestroy {
    ngOnDestroy(): void;
  }
  export interface AfterViewInit {
    ngAfterViewInit(): void;
  }
  export const Component: (options: Record<string, unknown>) => ClassDecorator;
  export const Input: (options?: unknown) => PropertyDecorator;
  export const Output: (options?: unknown) => PropertyDecorator;
  export const ViewChild: (selector: unknown, options?: unknown) => PropertyDecorator;
  export const HostListener: (event: string, args?: string[]) => MethodDecorator;
  export const CUSTOM_ELEMENTS_SCHEMA: unknown;
  export function inject<T>(token: new (...args: never[]) => T): T;
  export function signal<T>(value: T): { (): T; set(value: T): void; update(fn: (value: T) => T): void };
}
declare module '@angular/common' {
  export const AsyncPipe: unknown;
  export const NgIf: unknown;
  export const NgFor: unknown;
  export const JsonPipe: unknown;
  export const CommonModule: unknown;
}
declare module '@angular/common/http' {
  export class HttpClient {
    get<T>(url: string, options?: unknown): import('rxjs-like').Observable<T>;
    post<T>(url: string, body: unknown, options?: unknown): import('rxjs-like').Observable<T>;
  }
}
declare module '@angular/forms' {
  export const FormsModule: unknown;
  export const ReactiveFormsModule: unknown;
}
declare module 'rxjs-like' {
  export interface Observable<T> {
    subscribe(next: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void };
    pipe(...operators: unknown[]): Observable<T>;
  }
}
