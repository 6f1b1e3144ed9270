//! What the browser tests share: the built book and a static server of it on 127.0.0.1,
//! chromedriver in a process group of its own, and a session of headless Chromium.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use serde_json::json;

/// The workspace's root folder.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The built book: `target/book`, or the folder in `NQUEENS_BOOK`.
pub fn book() -> PathBuf {
    std::env::var_os("NQUEENS_BOOK").map_or_else(|| root().join("target/book"), PathBuf::from)
}

/// A free port on 127.0.0.1.
fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("an address").port()
}

/// A static file server of the book on 127.0.0.1, stopped when dropped.
pub struct Server {
    port: u16,
    stop: Arc<AtomicBool>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Server {
    /// Serves `folder` on a free port.
    pub fn start(folder: PathBuf) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port for the book");
        let port = listener.local_addr().expect("an address").port();
        listener.set_nonblocking(true).expect("a non-blocking listener");
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = thread::spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((stream, _)) => serve(stream, &folder),
                    Err(_) => thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Server { port, stop, thread: Some(thread) }
    }

    /// The address of `page` of the book.
    pub fn url(&self, page: &str) -> String {
        format!("http://127.0.0.1:{}/{page}", self.port)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Answers one GET request with a file of `folder`.
fn serve(mut stream: TcpStream, folder: &Path) {
    let _ = stream.set_nonblocking(false);
    let mut request = String::new();
    let mut reader = BufReader::new(&stream);
    if reader.read_line(&mut request).is_err() {
        return;
    }
    // The headers, up to the blank line.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|read| read > 2) {
        header.clear();
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/").trim_start_matches('/');
    let file = folder.join(if path.is_empty() { "index.html" } else { path });
    let inside = !path.split('/').any(|part| part == "..");
    let (status, body) = match std::fs::read(&file) {
        Ok(body) if inside => ("200 OK", body),
        _ => ("404 Not Found", b"not found".to_vec()),
    };
    let kind = match file.extension().and_then(|extension| extension.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("css") => "text/css",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(&body));
}

/// chromedriver on 127.0.0.1, in a process group of its own with the browser it starts; the
/// whole group is stopped (by its process id) when dropped, so that no browser outlives the
/// test, even one that fails halfway through a session.
pub struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    /// Starts chromedriver and waits until it listens.
    pub fn start() -> Driver {
        let port = free_port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts (.ci/stepper-test installs it)");
        let driver = Driver { child, port };
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen within 20 s");
            thread::sleep(Duration::from_millis(50));
        }
        driver
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The group's id is chromedriver's own process id (`process_group(0)`).
        let group = rustix::process::Pid::from_child(&self.child);
        let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        let _ = self.child.wait();
    }
}

/// A headless Chromium of `width` × `height` pixels, through `driver`, with its profile in
/// `profile`.
pub async fn browser(driver: &Driver, profile: &Path, width: u32, height: u32) -> Client {
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".to_string(),
        json!({
            "binary": "/usr/bin/chromium",
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--allow-file-access-from-files",
                format!("--window-size={width},{height}"),
                format!("--user-data-dir={}", profile.display()),
            ],
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a session of headless Chromium")
}

/// Opens `url` as a new page (not only a new fragment of the page open now).
pub async fn open(client: &Client, url: &str) {
    client.goto("about:blank").await.expect("the blank page loads");
    client.goto(url).await.expect("the page loads");
}
