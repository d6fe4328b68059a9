import { useState } from "react";

export function meta() {
  return [{ title: "New React Router App" }, { name: "description", content: "Welcome to React Router!" }];
}

/** The template's welcome page, with one piece of state so that hydration has something to do. */
export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Welcome to React Router</h1>
      <p>
        A server-rendered page that hydrates: the same fonts as the shop, no project code. It is the yardstick
        the shop&apos;s pages are measured beside.
      </p>
      <ul>
        <li>
          <a href="https://reactrouter.com/docs">React Router Docs</a>
        </li>
        <li>
          <a href="https://rmx.as/discord">Join Discord</a>
        </li>
      </ul>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
